import { Typography } from '@mui/material';
import type { Deletion } from '../shared/DeleteDialog';
import { leadFilters } from '../leads/leadFilters';
import { formatShopDate, useShopTimeZone } from '../leads/shopTime';
import { MEETING_LABELS, type Appointment } from './types';

// What the appointments desk declares of its own; the inputs and the dialog are the console's.

export const appointmentFilters = leadFilters({
  search: { placeholder: 'Search by name or email...', label: 'Search appointments', minWidth: 280 },
  status: 'appointment',
  filters: [
    // Upcoming by default (AppointmentList): from the start of the shop's today, soonest first.
    {
      source: 'when',
      label: 'When',
      choices: [
        { id: 'upcoming', name: 'Upcoming' },
        { id: 'past', name: 'Past' },
      ],
      emptyText: 'All dates',
    },
    {
      source: 'meetingMode',
      label: 'Meeting',
      choices: Object.entries(MEETING_LABELS).map(([id, name]) => ({ id, name })),
      emptyText: 'Showroom and video',
    },
    // The consultation day in the shop's time zone (YYYY-MM-DD), which the server reads the same way.
    { source: 'date', label: 'Date', type: 'date' },
  ],
});

/** 'Jan 15, 2026 at 2:05 PM' in the shop's zone. */
const when = (iso: string, zone: string) =>
  `${formatShopDate(iso, zone, 'date')} at ${formatShopDate(iso, zone, 'time')}`;

const DeleteQuestion = ({ appointment }: { appointment: Appointment }) => {
  const zone = useShopTimeZone();
  return (
    <>
      <Typography color="error" sx={{ fontWeight: 600, mb: 1 }}>
        This action cannot be undone.
      </Typography>
      <Typography>
        Are you sure you want to delete the appointment for {appointment.fullName} on{' '}
        {zone ? when(appointment.consultationDateTime, zone) : '…'}?
      </Typography>
    </>
  );
};

export const appointmentDeletion: Deletion<Appointment> = {
  resource: 'appointments',
  title: 'Delete Appointment',
  content: (appointment) => <DeleteQuestion appointment={appointment} />,
  succeeded: 'Appointment deleted successfully',
  failed: 'Failed to delete appointment. Please try again.',
};
