/** What other modules may use of e-mail: the module, the outbox service, a message's shape and the shops' mail frame. */
export { MailModule } from './mail.module.js';
export { MailService } from './mail.service.js';
export type { MailMessage } from './mail-message.js';
export { mailFrame } from './mail-frame.js';
