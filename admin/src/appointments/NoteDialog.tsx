import { useEffect, useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { AppointmentActionDialog } from './AppointmentActionDialog';
import type { Appointment } from './types';
import { useAppointmentChange } from './useAppointmentChange';

/** Staff's own note on an appointment: never sent to the customer. */
export const NoteDialog = ({
  appointment,
  open,
  onClose,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}) => {
  const { change, isPending } = useAppointmentChange(appointment);
  const [notes, setNotes] = useState(appointment.notes ?? '');
  useEffect(() => {
    if (open) setNotes(appointment.notes ?? '');
  }, [open, appointment]);

  const submit = () => {
    if (notes === (appointment.notes ?? '')) return onClose();
    change({ notes }, { succeeded: 'Note saved', tellsCustomer: false, onDone: onClose });
  };

  return (
    <AppointmentActionDialog
      appointment={appointment}
      open={open}
      onClose={onClose}
      action="note"
      title={appointment.notes ? 'Edit note' : 'Add note'}
      submitLabel="Save note"
      pendingLabel="Saving..."
      isPending={isPending}
      onSubmit={submit}
    >
      <TextField
        label="Admin Notes"
        multiline
        rows={4}
        fullWidth
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        sx={{ mt: 1 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        For staff only: the customer is not told.
      </Typography>
    </AppointmentActionDialog>
  );
};
