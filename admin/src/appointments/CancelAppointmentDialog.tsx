import { Confirm } from 'react-admin';
import { formatShopDate, useShopTimeZone } from '../leads/shopTime';
import type { Appointment } from './types';
import { useAppointmentChange } from './useAppointmentChange';

/** Cancelling tells the customer and withdraws their calendar event, so it is asked first. */
export const CancelAppointmentDialog = ({
  appointment,
  open,
  onClose,
}: {
  appointment: Appointment;
  open: boolean;
  onClose: () => void;
}) => {
  const zone = useShopTimeZone();
  const { change, isPending } = useAppointmentChange(appointment);
  const when = zone ? formatShopDate(appointment.consultationDateTime, zone) : '…';
  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title="Cancel appointment"
      content={`Cancel ${appointment.fullName}'s consultation on ${when}? ${
        appointment.email
          ? 'They are e-mailed that it is cancelled, and their calendar event is withdrawn.'
          : 'There is no e-mail address: please tell them by phone.'
      }`}
      confirm="Cancel appointment"
      cancel="Keep it"
      confirmColor="warning"
      onConfirm={() =>
        change({ status: 'cancelled' }, { succeeded: 'Appointment cancelled.', tellsCustomer: true, onDone: onClose })
      }
      onClose={onClose}
    />
  );
};
