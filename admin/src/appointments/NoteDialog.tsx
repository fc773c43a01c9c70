import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { DialogFact } from '../leads/DialogFact';
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

  const titleId = `appointment-${appointment.id}-note-title`;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{appointment.notes ? 'Edit note' : 'Add note'}</DialogTitle>
      <DialogContent dividers>
        <DialogFact label="Customer">{appointment.fullName}</DialogFact>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={isPending}>
          {isPending ? 'Saving...' : 'Save note'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
