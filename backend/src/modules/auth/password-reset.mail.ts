import { escapeMarkup } from '../../common/text/index.js';
import { mailFrame, type MailMessage } from '../mail/index.js';
import { oneTimeLinkMail } from './one-time-link.mail.js';

/** The reset e-mail, plain text and HTML. */
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
  return oneTimeLinkMail({
    to,
    subject: `Reset your ${shopName} password`,
    name,
    shopName,
    lead: `Someone asked to reset the password of your ${shopName} account. To choose a new password, open this link within one hour:`,
    link,
    button: 'Choose a new password',
    notYou: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}

/**
 * To the owner of an address someone tried to register again. It quotes nothing the person who tried
 * typed (their name, username or phone): only the account's own name and the shop's links.
 */
export function accountExistsMail({
  to,
  name,
  publicUrl,
  shopName,
}: {
  to: string;
  name: string;
  publicUrl: string;
  shopName: string;
}): MailMessage {
  const signIn = `${publicUrl}/login`;
  const reset = `${publicUrl}/forgot-password`;
  const subject = `Someone tried to register with your e-mail address - ${shopName}`;
  const text = [
    `Hello ${name},`,
    '',
    `Someone tried to create a ${shopName} account with this e-mail address. You already have an account with it, so no new account was made and nothing in yours changed.`,
    '',
    `If it was you, sign in: ${signIn}`,
    `Forgot your password? Choose a new one: ${reset}`,
    '',
    'If it was not you, you can ignore this e-mail.',
    '',
    shopName,
  ].join('\n');
  const html = mailFrame(
    shopName,
    `<p>Hello ${escapeMarkup(name)},</p>
<p>Someone tried to create a ${escapeMarkup(shopName)} account with this e-mail address. You already have an account with it, so no new account was made and nothing in yours changed.</p>
<p>If it was you, <a href="${escapeMarkup(signIn)}" style="color: #7a5c2e;">sign in</a>. Forgot your password? <a href="${escapeMarkup(reset)}" style="color: #7a5c2e;">Choose a new one</a>.</p>
<p style="font-size: 13px; color: #6b625a;">If it was not you, you can ignore this e-mail.</p>`,
  );
  return { to, subject, text, html };
}
