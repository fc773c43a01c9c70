/** What other modules may use of appointments. */
export { AppointmentsModule } from './appointments.module.js';
export { CustomerAppointments } from './customer-appointments.repository.js';
