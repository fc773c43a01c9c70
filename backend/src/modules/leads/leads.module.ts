import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { ContactsModule } from '../contacts/contacts.module.js';
import { OrdersModule } from '../orders/orders.module.js';

/** Issue 5's leads: orders, appointments and contact messages (public forms and staff resources). */
@Module({ imports: [OrdersModule, AppointmentsModule, ContactsModule] })
export class LeadsModule {}
