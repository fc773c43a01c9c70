import { escapeMarkup } from '../../common/text/index.js';
import { mailFrame, type MailMessage } from '../mail/index.js';

/** The reset e-mail, plain text and HTML. Every value put into the HTML is escaped. */
export function passwordResetMail({
  to,
  name,
  link,
  shopName,
}: {
  to: string;
  name: string;
  link: string;
  shopName: string;
}): MailMessage {
  const subject = `Reset your ${shopName} password`;
  const text = [
    `Hello ${name},`,
    '',
    `Someone asked to reset the password of your ${shopName} account. To choose a new password, open this link within one hour:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    shopName,
  ].join('\n');
  const html = mailFrame(
    shopName,
    `<p>Hello ${escapeMarkup(name)},</p>
<p>Someone asked to reset the password of your ${escapeMarkup(shopName)} account. To choose a new password, use this link within one hour:</p>
<p><a href="${escapeMarkup(link)}" style="display: inline-block; background: #7a5c2e; color: #fff; padding: 12px 20px; text-decoration: none;">Choose a new password</a></p>
<p style="font-size: 13px; color: #6b625a;">Or copy this address into your browser:<br>${escapeMarkup(link)}</p>
<p style="font-size: 13px; color: #6b625a;">If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
  );
  return { to, subject, text, html };
}
