import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { DialogFact } from '../leads/DialogFact';
import { ShopDate } from '../leads/shopTime';
import type { Appointment } from './types';

/**
 * The frame every one-appointment action shares (note, video link, reschedule, status): a small dialog
 * titled for the action, naming the customer and, where it matters, the booked time, with Cancel and the
 * action's button (its words change while it saves).
 */
export const AppointmentActionDialog = ({
  appointment,
  open,
  onClose,
  action,
  title,
  timeLabel,
  submitLabel,
  pendingLabel,
  isPending,
  submitDisabled = false,
  onSubmit,
  children,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
  /** One word naming the action, for the title's id ('note', 'video'). */
  action: string;
  title: string;
  /** The booked time's label ('Date & Time', 'Now booked for'); absent: not shown. */
  timeLabel?: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  submitDisabled?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) => {
  const titleId = `appointment-${appointment.id}-${action}-title`;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <DialogFact label="Customer">{appointment.fullName}</DialogFact>
        {timeLabel && (
          <DialogFact label={timeLabel}>
            <ShopDate value={appointment.consultationDateTime} />
          </DialogFact>
        )}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={onSubmit} disabled={isPending || submitDisabled}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
