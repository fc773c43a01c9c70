/** One e-mail as the queue carries it: plain data, so any worker process can send it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}
