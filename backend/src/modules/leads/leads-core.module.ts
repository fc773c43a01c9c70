import { Module } from '@nestjs/common';
import { RateLimiter } from '../auth/rate-limiter.service.js';
import { ShopModule } from '../shop/shop.module.js';
import { Clock } from './clock.js';
import { LeadIntake } from './lead-intake.service.js';
import { LeadMailRelay } from './lead-mail-relay.service.js';
import { LeadNotifier } from './lead-notifier.service.js';

/** What the three lead modules share: the clock, intake (rate limit, source, honeypot), the outbox and its relay. */
@Module({
  imports: [ShopModule],
  providers: [Clock, RateLimiter, LeadIntake, LeadNotifier, LeadMailRelay],
  exports: [Clock, LeadIntake, LeadNotifier, LeadMailRelay, ShopModule],
})
export class LeadsCoreModule {}
