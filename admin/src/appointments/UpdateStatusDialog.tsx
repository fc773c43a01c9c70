import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { DialogFact } from '../leads/DialogFact';
import { ShopDate } from '../leads/shopTime';
import { StatusSelect } from '../leads/StatusSelect';
import { useLeadUpdate } from '../leads/useLeadUpdate';
import { statusOf } from './AppointmentFields';
import type { Appointment } from './types';

/** Update Appointment Status: status and admin notes, saved together by Update (spec 3 §2.3). */
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
  const [notes, setNotes] = useState(appointment.notes ?? '');
  // Each opening starts from the appointment as it is now.
  useEffect(() => {
    if (open) {
      setStatus(statusOf(appointment));
      setNotes(appointment.notes ?? '');
    }
  }, [open, appointment]);

  const submit = () => {
    if (status === appointment.status && notes === (appointment.notes ?? '')) return onClose();
    save(appointment, { status: status as Appointment['status'], notes }, { onDone: onClose });
  };

  const titleId = `appointment-${appointment.id}-update-title`;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Update Appointment Status</DialogTitle>
      <DialogContent dividers>
        <DialogFact label="Customer">{appointment.fullName}</DialogFact>
        <DialogFact label="Date & Time">
          <ShopDate value={appointment.consultationDateTime} />
        </DialogFact>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <StatusSelect kind="appointment" label="Status" value={status} onChange={setStatus} />
          <TextField
            label="Admin Notes"
            multiline
            rows={4}
            fullWidth
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={isPending}>
          {isPending ? 'Updating...' : 'Update'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
