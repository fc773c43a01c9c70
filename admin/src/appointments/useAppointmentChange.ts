import { useState } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { readApiError } from '../shared/apiError';
import type { Appointment } from './types';

const FAILED = 'Failed to update appointment. Please try again.';

/**
 * One staff change to an appointment (confirm, reschedule, cancel, video link, note), saved at once. The
 * toast names the change and whether the customer is told; a refusal (a time outside the hours, a link
 * that is not https) stays in the dialog with the server's words, so staff can correct it.
 */
export function useAppointmentChange(appointment: Appointment) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Appointment>();
  const [problem, setProblem] = useState<string>();
  const say = (message: string, type: 'success' | 'error') => notify(message, { type, messageArgs: { _: message } });

  /** `tellsCustomer`: the change is e-mailed to the customer (when they gave an address). */
  const change = (
    data: Partial<Appointment>,
    { succeeded, tellsCustomer, onDone }: { succeeded: string; tellsCustomer: boolean; onDone?: () => void },
  ) => {
    setProblem(undefined);
    return update(
      'appointments',
      // The whole record goes, as everywhere in the console; the server changes what differs.
      { id: appointment.id, data: { ...appointment, ...data }, previousData: appointment },
      {
        onSuccess: () => {
          const told = !tellsCustomer
            ? ''
            : appointment.email
              ? ' The customer is told by e-mail.'
              : ' No e-mail address: please tell the customer by phone.';
          say(`${succeeded}${told}`, 'success');
          onDone?.();
        },
        onError: (error) => {
          const { message, fieldErrors } = readApiError(error);
          const reason = Object.values(fieldErrors)[0] ?? message ?? FAILED;
          setProblem(reason);
          say(reason, 'error');
        },
      },
    );
  };
  return { change, isPending, problem, clearProblem: () => setProblem(undefined) };
}
