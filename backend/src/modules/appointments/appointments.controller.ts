import { LeadFormController } from '../leads/index.js';
import { AppointmentsService } from './appointments.service.js';
import { CreateAppointmentDto } from './dto/create-appointment.dto.js';

/** POST /api/appointments. */
export class AppointmentsController extends LeadFormController(
  {
    path: 'appointments',
    body: CreateAppointmentDto,
    operationId: 'createAppointment',
    summary: 'Book a consultation, in the showroom or by video',
    description:
      'The time is judged in the shop’s time zone against its opening hours (GET /api/shop) and must be at least an hour ahead.',
  },
  AppointmentsService,
) {}
