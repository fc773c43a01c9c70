import { LeadDeskController } from '../leads/index.js';
import { AdminAppointmentsService, APPOINTMENT_DESK } from './admin-appointments.service.js';

/** Staff routes of appointments under admin/appointments. */
export class AdminAppointmentsController extends LeadDeskController(APPOINTMENT_DESK, AdminAppointmentsService) {}
