import { useNotify, useRedirect, type RaRecord } from 'react-admin';
import { hasFieldErrors, readApiError } from '../shared/apiError';

/**
 * Saving a supplier: saved, it is said so and (when created) opened for editing; a refusal naming fields is marked
 * on them by react-admin (and its sentence toasted as the form's error); any other is toasted with the server's
 * sentence. `onSaved` gets the saved record (an edit's answer names a markup change's repricing job). (Options of
 * their own replace react-admin's, redirect included.)
 */
export function useSupplierSaveOptions(
  saved: string,
  { open = false, onSaved }: { open?: boolean; onSaved?: (record: RaRecord) => void } = {},
) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (record: RaRecord) => {
      notify(saved, { type: 'success' });
      onSaved?.(record);
      if (open) redirect('edit', 'suppliers', record.id);
    },
    onError: (error: unknown) => {
      if (hasFieldErrors(error)) return;
      const message = readApiError(error).message ?? 'The supplier could not be saved. Please try again.';
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
  };
}
