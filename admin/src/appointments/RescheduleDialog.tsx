import { useEffect, useState } from 'react';
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { bookingHoursLine, slotsFor, toShopIso } from '@gem-shop/widgets/forms';
import { formatTime } from '@gem-shop/widgets/shop';
import { useShopSchedule } from '../leads/shopTime';
import { AppointmentActionDialog } from './AppointmentActionDialog';
import type { Appointment } from './types';
import { useAppointmentChange } from './useAppointmentChange';

/**
 * A new date and time, offered as the booking form offers them (the shop's days, hours and notice, on
 * its clock); the server judges it by the same rule and its refusal is shown here.
 */
export const RescheduleDialog = ({
  appointment,
  open,
  onClose,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}) => {
  const shop = useShopSchedule();
  const { change, isPending, problem, clearProblem } = useAppointmentChange(appointment);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  useEffect(() => {
    if (open) {
      setDate('');
      setTime('');
      clearProblem();
    }
    // clearProblem is a new function each render; opening is what resets the dialog.
  }, [open]);

  const slots = shop && date ? slotsFor(date, shop, Date.now()) : [];
  const submit = () => {
    const iso = shop && date && time ? toShopIso(date, time, shop.timeZone) : null;
    if (!iso) return;
    change(
      { consultationDateTime: iso },
      { succeeded: 'Appointment rescheduled.', tellsCustomer: true, onDone: onClose },
    );
  };

  return (
    <AppointmentActionDialog
      appointment={appointment}
      open={open}
      onClose={onClose}
      action="reschedule"
      title="Reschedule appointment"
      timeLabel="Now booked for"
      submitLabel="Reschedule"
      pendingLabel="Saving..."
      isPending={isPending}
      submitDisabled={!time}
      onSubmit={submit}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <TextField
          label="New date"
          type="date"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="New time"
          value={slots.includes(time) ? time : ''}
          disabled={!slots.length}
          onChange={(event) => setTime(event.target.value)}
          helperText={date && !slots.length ? 'No times on this day' : undefined}
        >
          {slots.map((slot) => (
            <MenuItem key={slot} value={slot}>
              {formatTime(slot)}
            </MenuItem>
          ))}
        </TextField>
        {shop && (
          <Typography variant="body2" color="text.secondary">
            {bookingHoursLine(shop)}
          </Typography>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {appointment.email
            ? 'The customer is e-mailed the new time with an updated calendar invitation.'
            : 'This appointment has no e-mail address: please tell the customer by phone.'}
        </Typography>
      </Stack>
    </AppointmentActionDialog>
  );
};
