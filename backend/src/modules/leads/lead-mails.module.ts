import { Module } from '@nestjs/common';
import { LegacyLeadMailJobs } from './legacy-lead-mail-jobs.js';
import { LeadMailSender } from './lead-mail-sender.service.js';
import { LeadNotifications } from './lead-notifications.repository.js';

/**
 * The lead e-mails' outbox and its sender, for ROLE=worker (which loads no HTTP side) and the lead kit.
 * The sender runs only where mail is sent (ROLE=worker or all).
 */
@Module({
  providers: [LeadNotifications, LeadMailSender, LegacyLeadMailJobs],
  exports: [LeadNotifications, LeadMailSender],
})
export class LeadMailsModule {}
