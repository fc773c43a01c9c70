/**
 * What other modules may use of e-mail: the module, the queue service, the transport (where mail is
 * sent), the kinds registry, a message's shape and the shops' mail frame.
 */
export { MailModule } from './mail.module.js';
export { MailService } from './mail.service.js';
export { MailTransport } from './mail-transport.js';
export { MailKinds, type MailJob, type MailRenderer } from './mail-kinds.js';
export type { MailMessage } from './mail-message.js';
export { mailFrame } from './mail-frame.js';
