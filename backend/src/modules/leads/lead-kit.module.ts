import { Module } from '@nestjs/common';
import { ShopModule } from '../shop/index.js';
import { LeadIntake } from './lead-intake.service.js';
import { LeadMailsModule } from './lead-mails.module.js';
import { LeadNotifier } from './lead-notifier.service.js';
import { LeadReferences } from './lead-references.repository.js';

/**
 * The lead kit: what orders, appointments and contact messages share (intake: rate limit, source,
 * honeypot; the notification outbox). A library of providers with no parent module:
 * each of the three imports it, and it imports none of them.
 */
@Module({
  imports: [ShopModule, LeadMailsModule],
  providers: [LeadIntake, LeadNotifier, LeadReferences],
  exports: [LeadIntake, LeadNotifier],
})
export class LeadKitModule {}
