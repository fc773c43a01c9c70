/** What other modules may use of appointments: the module, a customer's own appointments, the entity and its statuses. */
export { AppointmentsModule } from './appointments.module.js';
export { CustomerAppointments } from './customer-appointments.repository.js';
export {
  ASSISTANCE_TYPES,
  Appointment,
  AppointmentStatus,
  MeetingMode,
  type AppointmentItem,
  type AssistanceType,
} from './entities/appointment.entity.js';
export { AppointmentActivity } from './appointment-activity.repository.js';
export { AppointmentPersonalData } from './appointment-personal-data.repository.js';
