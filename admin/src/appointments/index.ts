import { lazy } from 'react';
import EventOutlined from '@mui/icons-material/EventOutlined';
import type { Appointment } from './types';

const AppointmentList = lazy(() => import('./AppointmentList'));

// Details, status and notes live in dialogs over the list (spec 3 §2.3), so there is no show or edit page:
// /appointments/<id> (the staff e-mails' link) is the list with that appointment's details open.
export default {
  list: AppointmentList,
  edit: AppointmentList,
  icon: EventOutlined,
  recordRepresentation: (appointment: Appointment) => appointment.fullName,
};
