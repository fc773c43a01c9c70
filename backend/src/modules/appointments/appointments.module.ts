import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { LeadKitModule } from '../leads/index.js';
import { ShopModule } from '../shop/index.js';
import { AdminAppointmentsController } from './admin-appointments.controller.js';
import { AdminAppointmentsService } from './admin-appointments.service.js';
import { AppointmentActivity } from './appointment-activity.repository.js';
import { AppointmentRecords } from './appointment-records.repository.js';
import { CustomerAppointments } from './customer-appointments.repository.js';
import { AppointmentsController } from './appointments.controller.js';
import { AppointmentsService } from './appointments.service.js';
import { AppointmentPersonalData } from './appointment-personal-data.repository.js';

@Module({
  imports: [LeadKitModule, ShopModule, CatalogModule],
  controllers: [AppointmentsController, AdminAppointmentsController],
  providers: [
    AppointmentsService,
    AdminAppointmentsService,
    AppointmentRecords,
    CustomerAppointments,
    AppointmentActivity,
    AppointmentPersonalData,
  ],
  exports: [CustomerAppointments, AppointmentActivity, AppointmentPersonalData],
})
export class AppointmentsModule {}
