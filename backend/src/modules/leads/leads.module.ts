import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/index.js';
import { ContactsModule } from '../contacts/index.js';
import { OrdersModule } from '../orders/index.js';
import { CustomerRequestsController } from './customer-requests.controller.js';
import { CustomerRequestsService } from './customer-requests.service.js';
import { LeadOriginsController } from './lead-origins.controller.js';
import { LeadOriginsService } from './lead-origins.service.js';

/** Issue 5's leads: orders, appointments and contact messages (public forms and staff resources), and what spans all three. */
@Module({
  imports: [OrdersModule, AppointmentsModule, ContactsModule],
  controllers: [LeadOriginsController, CustomerRequestsController],
  providers: [LeadOriginsService, CustomerRequestsService],
})
export class LeadsModule {}
