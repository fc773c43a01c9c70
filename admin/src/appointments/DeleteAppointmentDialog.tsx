import { Typography } from '@mui/material';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { formatShopDate, useShopTimeZone } from '../leads/shopTime';
import type { Appointment } from './types';

/** 'Jan 15, 2026 at 2:05 PM' in the shop's zone. */
const when = (iso: string, zone: string) => `${formatShopDate(iso, zone, 'date')} at ${formatShopDate(iso, zone, 'time')}`;

export const DeleteAppointmentDialog = ({
  appointment,
  open,
  onClose,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const zone = useShopTimeZone();
  const [deleteOne, { isPending }] = useDelete<Appointment>();

  const confirm = () =>
    deleteOne(
      'appointments',
      { id: appointment.id, previousData: appointment },
      {
        onSuccess: () => {
          const message = 'Appointment deleted successfully';
          notify(message, { type: 'success', messageArgs: { _: message } });
        },
        onError: () => {
          const message = 'Failed to delete appointment. Please try again.';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
        onSettled: onClose,
      },
    );

  return (
    <Confirm
      isOpen={open}
      loading={isPending}
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
      confirm="Delete"
      cancel="Cancel"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
