import { Typography } from '@mui/material';
import { ConfirmDeleteDialog } from '../leads/ConfirmDeleteDialog';
import { formatShopDate, useShopTimeZone } from '../leads/shopTime';
import type { Appointment } from './types';

/** 'Jan 15, 2026 at 2:05 PM' in the shop's zone. */
const when = (iso: string, zone: string) =>
  `${formatShopDate(iso, zone, 'date')} at ${formatShopDate(iso, zone, 'time')}`;

export const DeleteAppointmentDialog = ({
  appointment,
  open,
  onClose,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}) => {
  const zone = useShopTimeZone();
  return (
    <ConfirmDeleteDialog
      resource="appointments"
      record={appointment}
      open={open}
      onClose={onClose}
      title="Delete Appointment"
      content={
        <>
          <Typography color="error" sx={{ fontWeight: 600, mb: 1 }}>
            This action cannot be undone.
          </Typography>
          <Typography>
            Are you sure you want to delete the appointment for {appointment.fullName} on{' '}
            {zone ? when(appointment.consultationDateTime, zone) : '…'}?
          </Typography>
        </>
      }
      succeeded="Appointment deleted successfully"
      failed="Failed to delete appointment. Please try again."
    />
  );
};
