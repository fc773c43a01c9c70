import { type DynamicModule, Module } from '@nestjs/common';
import type { Role } from '../../config/config.js';
import { MailKinds } from './mail-kinds.js';
import { MailProcessor } from './mail.processor.js';
import { MailService } from './mail.service.js';
import { MailTransport } from './mail-transport.js';

@Module({})
export class MailModule {
  /**
   * ROLE=api only queues mail; `all` and `worker` also render and send it, and lend their transport to
   * the lead e-mails' outbox (LeadMailSender).
   */
  static forRole(role: Role): DynamicModule {
    const sends = role !== 'api';
    return {
      module: MailModule,
      global: true,
      providers: [MailService, MailKinds, ...(sends ? [MailTransport, MailProcessor] : [])],
      exports: [MailService, MailKinds, ...(sends ? [MailTransport] : [])],
    };
  }
}
