import { useEffect, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { StatusSelect } from '../leads/StatusSelect';
import { useLeadUpdate } from '../leads/useLeadUpdate';
import { AppointmentActionDialog } from './AppointmentActionDialog';
import { statusOf } from './AppointmentFields';
import type { Appointment } from './types';

/** The status alone, saved by Update (spec 3 §2.3); notes have their own dialog. */
export const UpdateStatusDialog = ({
  appointment,
  open,
  onClose,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}) => {
  const { save, isPending } = useLeadUpdate<Appointment>('appointments', { reloadList: false });
  const [status, setStatus] = useState<string>(statusOf(appointment));
  // Each opening starts from the appointment as it is now.
  useEffect(() => {
    if (open) setStatus(statusOf(appointment));
  }, [open, appointment]);

  const submit = () => {
    if (status === statusOf(appointment)) return onClose();
    save(appointment, { status: status as Appointment['status'] }, { onDone: onClose });
  };

  const tellsCustomer = status !== statusOf(appointment) && (status === 'confirmed' || status === 'cancelled');
  return (
    <AppointmentActionDialog
      appointment={appointment}
      open={open}
      onClose={onClose}
      action="update"
      title="Update appointment status"
      timeLabel="Date & Time"
      submitLabel="Update"
      pendingLabel="Updating..."
      isPending={isPending}
      onSubmit={submit}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <StatusSelect kind="appointment" label="Status" value={status} onChange={setStatus} />
        {tellsCustomer && (
          <Typography variant="body2" color="text.secondary">
            {appointment.email
              ? `The customer is e-mailed that it is ${status}, with an updated calendar invitation.`
              : 'This appointment has no e-mail address: please tell the customer by phone.'}
          </Typography>
        )}
      </Stack>
    </AppointmentActionDialog>
  );
};
