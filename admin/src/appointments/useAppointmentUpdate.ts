import { useNotify, useUpdate } from 'react-admin';
import type { Appointment } from './types';

/** Saves status and notes with the spec's toasts (spec 3 §8); the answer replaces the row. */
export function useAppointmentUpdate() {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Appointment>();
  const save = (appointment: Appointment, data: Pick<Partial<Appointment>, 'status' | 'notes'>, onDone?: () => void) =>
    update(
      'appointments',
      { id: appointment.id, data: { ...appointment, ...data }, previousData: appointment },
      {
        onSuccess: () => {
          const message = 'Appointment status updated successfully';
          notify(message, { type: 'success', messageArgs: { _: message } });
          onDone?.();
        },
        onError: () => {
          const message = 'Failed to update appointment status. Please try again.';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );
  return { save, isPending };
}
