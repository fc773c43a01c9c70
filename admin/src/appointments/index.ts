import { lazy } from 'react';
import EventOutlined from '@mui/icons-material/EventOutlined';
import type { Appointment } from './types';

// Details, status and notes live in dialogs over the list (spec 3 §2.3), so there is no show or edit page.
export default {
  list: lazy(() => import('./AppointmentList')),
  icon: EventOutlined,
  recordRepresentation: (appointment: Appointment) => appointment.fullName,
};
