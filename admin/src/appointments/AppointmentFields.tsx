import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ShopDate } from '../leads/shopTime';
import { StatusBadge } from '../leads/StatusBadge';
import { MEETING_LABELS, type Appointment } from './types';

/** Spec 3 §4: a missing status shows as pending. */
export const statusOf = (appointment: Appointment) => appointment.status || 'pending';

/** Its own line; a long address breaks anywhere rather than widening the table. */
export const AppointmentEmailField = () => {
  const appointment = useRecordContext<Appointment>();
  return appointment ? (
    <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {appointment.email || 'N/A'}
    </Box>
  ) : null;
};

export const AppointmentDateTimeField = () => {
  const appointment = useRecordContext<Appointment>();
  return appointment ? <ShopDate value={appointment.consultationDateTime} /> : null;
};

export const AppointmentStatusField = () => {
  const appointment = useRecordContext<Appointment>();
  return appointment ? <StatusBadge kind="appointment" value={statusOf(appointment)} /> : null;
};

/** Showroom or Video call. */
export const AppointmentMeetingField = () => {
  const appointment = useRecordContext<Appointment>();
  return appointment ? <>{MEETING_LABELS[appointment.meetingMode ?? 'showroom']}</> : null;
};
