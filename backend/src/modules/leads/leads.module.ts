import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { ContactsModule } from '../contacts/contacts.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { LeadOriginsController } from './lead-origins.controller.js';
import { LeadOriginsService } from './lead-origins.service.js';

/** Issue 5's leads: orders, appointments and contact messages (public forms and staff resources), and what spans all three. */
@Module({
  imports: [OrdersModule, AppointmentsModule, ContactsModule],
  controllers: [LeadOriginsController],
  providers: [LeadOriginsService],
})
export class LeadsModule {}
