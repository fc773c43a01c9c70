import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/index.js';
import { ContactsModule } from '../contacts/index.js';
import { LeadNotifications } from '../leads/index.js';
import { OrdersModule } from '../orders/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { UsersModule } from '../users/index.js';
import { AccountPrivacyController } from './account-privacy.controller.js';
import { AdminPrivacyController } from './admin-privacy.controller.js';
import { PrivacyService } from './privacy.service.js';

/**
 * Customers' data on request (issue 33 §4): above the modules that hold a person's data, through their
 * public surfaces; none of them knows it.
 */
@Module({
  imports: [UsersModule, OrdersModule, AppointmentsModule, ContactsModule, ReviewsModule],
  controllers: [AccountPrivacyController, AdminPrivacyController],
  providers: [PrivacyService, LeadNotifications],
})
export class PrivacyModule {}
