import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/index.js';
import { ContactsModule } from '../contacts/index.js';
import { OrdersModule } from '../orders/index.js';
import { CustomerRequestsController } from './customer-requests.controller.js';
import { CustomerRequestsService } from './customer-requests.service.js';
import { LeadOriginsController } from './lead-origins.controller.js';
import { LeadOriginsService } from './lead-origins.service.js';

/**
 * What spans orders, appointments and contact messages (issue 5's leads): a customer's own requests
 * ("My requests") and the partner sites leads came from. It sits above the three, through their
 * public surfaces; none of them knows it.
 */
@Module({
  imports: [OrdersModule, AppointmentsModule, ContactsModule],
  controllers: [LeadOriginsController, CustomerRequestsController],
  providers: [LeadOriginsService, CustomerRequestsService],
})
export class CustomerRequestsModule {}
