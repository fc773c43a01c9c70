/** One e-mail as the queue carries it: plain data, so any worker process can send it. */
export interface MailMessage {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A calendar invitation (nodemailer sends it as a text/calendar alternative with this method). */
  icalEvent?: { method: string; filename: string; content: string };
}
