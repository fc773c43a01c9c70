import { Module } from '@nestjs/common';
import { ShopModule } from '../shop/index.js';
import { LeadIntake } from './lead-intake.service.js';
import { LeadMailsModule } from './lead-mail-kind.js';
import { LeadMailRelay } from './lead-mail-relay.service.js';
import { LeadNotifier } from './lead-notifier.service.js';
import { LeadReferences } from './lead-references.repository.js';

/**
 * The lead kit: what orders, appointments and contact messages share (intake: rate limit, source,
 * honeypot; the notification outbox and its relay). A library of providers with no parent module:
 * each of the three imports it, and it imports none of them.
 */
@Module({
  imports: [ShopModule, LeadMailsModule],
  providers: [LeadIntake, LeadNotifier, LeadMailRelay, LeadReferences],
  exports: [LeadIntake, LeadNotifier, LeadMailRelay],
})
export class LeadKitModule {}
