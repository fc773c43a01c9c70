import { Module } from '@nestjs/common';
import { LeadIntake } from './lead-intake.service.js';
import { LeadMailRelay } from './lead-mail-relay.service.js';
import { LeadNotifier } from './lead-notifier.service.js';
import { ShopModule } from '../shop/index.js';

/** What the three lead modules share: intake (rate limit, source, honeypot), the outbox and its relay. */
@Module({
  imports: [ShopModule],
  providers: [LeadIntake, LeadNotifier, LeadMailRelay],
  exports: [LeadIntake, LeadNotifier, LeadMailRelay, ShopModule],
})
export class LeadsCoreModule {}
