import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { DialogFact } from '../leads/DialogFact';
import { ShopDate } from '../leads/shopTime';
import type { Appointment } from './types';
import { useAppointmentChange } from './useAppointmentChange';

/** The server's rule, said before it is asked: only an https address is sent to a customer. */
const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:' && value.toLowerCase().startsWith('https://');
  } catch {
    return false;
  }
};
const NOT_HTTPS = 'The video link must be an https:// address';

/** The video call's address for a video consultation; saving it e-mails it to the customer. */
export const VideoLinkDialog = ({
  appointment,
  open,
  onClose,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}) => {
  const { change, isPending, problem, clearProblem } = useAppointmentChange(appointment);
  const [link, setLink] = useState('');
  const [shown, setShown] = useState<string>();
  useEffect(() => {
    if (open) {
      setLink(appointment.videoLink ?? '');
      setShown(undefined);
      clearProblem();
    }
    // Opening is what resets the dialog.
  }, [open]);

  const submit = () => {
    const value = link.trim();
    if (value === (appointment.videoLink ?? '')) return onClose();
    if (!isHttps(value)) return setShown(NOT_HTTPS);
    change({ videoLink: value }, { succeeded: 'Video link saved.', tellsCustomer: true, onDone: onClose });
  };

  const error = shown ?? problem;
  const titleId = `appointment-${appointment.id}-video-title`;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{appointment.videoLink ? 'Change video link' : 'Add video link'}</DialogTitle>
      <DialogContent dividers>
        <DialogFact label="Customer">{appointment.fullName}</DialogFact>
        <DialogFact label="Date & Time">
          <ShopDate value={appointment.consultationDateTime} />
        </DialogFact>
        <TextField
          label="Video link"
          type="url"
          placeholder="https://"
          fullWidth
          value={link}
          onChange={(event) => {
            setLink(event.target.value);
            setShown(undefined);
          }}
          error={Boolean(error)}
          helperText={
            error ??
            (appointment.email
              ? 'Saving e-mails the link to the customer with their calendar invitation.'
              : 'No e-mail address: please give the customer the link by phone.')
          }
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={isPending}>
          {isPending ? 'Saving...' : 'Save and send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
