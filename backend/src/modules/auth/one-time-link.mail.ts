import { escapeMarkup } from '../../common/text/index.js';
import { mailFrame, type MailMessage } from '../mail/index.js';

/**
 * An e-mail whose point is one single-use link (a password reset, an address proof), plain text and
 * HTML alike: greeting, what the link does, the link as a button and as text, what to do if it was not
 * you. Every value put into the HTML is escaped.
 */
export function oneTimeLinkMail({
  to,
  subject,
  name,
  shopName,
  lead,
  link,
  button,
  notYou,
  signOff = false,
}: {
  to: string;
  subject: string;
  name: string;
  shopName: string;
  /** What the link is for and how long it lasts, ending with ':'. */
  lead: string;
  link: string;
  button: string;
  /** What happens if the reader did not ask for it. */
  notYou: string;
  /** "Kind regards," before the shop's name. */
  signOff?: boolean;
}): MailMessage {
  const text = [
    `Hello ${name},`,
    '',
    lead,
    '',
    link,
    '',
    notYou,
    '',
    ...(signOff ? ['Kind regards,'] : []),
    shopName,
  ].join('\n');
  const html = mailFrame(
    shopName,
    `<p>Hello ${escapeMarkup(name)},</p>
<p>${escapeMarkup(lead)}</p>
<p><a href="${escapeMarkup(link)}" style="display: inline-block; background: #7a5c2e; color: #fff; padding: 12px 20px; text-decoration: none;">${escapeMarkup(button)}</a></p>
<p style="font-size: 13px; color: #6b625a;">Or copy this address into your browser:<br>${escapeMarkup(link)}</p>
<p style="font-size: 13px; color: #6b625a;">${escapeMarkup(notYou)}</p>${
      signOff ? `\n<p>Kind regards,<br>${escapeMarkup(shopName)}</p>` : ''
    }`,
  );
  return { to, subject, text, html };
}
