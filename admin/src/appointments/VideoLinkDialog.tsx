import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { AppointmentActionDialog } from './AppointmentActionDialog';
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
  return (
    <AppointmentActionDialog
      appointment={appointment}
      open={open}
      onClose={onClose}
      action="video"
      title={appointment.videoLink ? 'Change video link' : 'Add video link'}
      timeLabel="Date & Time"
      submitLabel="Save and send"
      pendingLabel="Saving..."
      isPending={isPending}
      onSubmit={submit}
    >
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
    </AppointmentActionDialog>
  );
};
