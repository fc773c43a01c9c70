import { useNotify } from 'react-admin';
import { hasFieldErrors, readApiError } from '../shared/apiError';

/**
 * Saving a supplier: a refusal naming fields is marked on them by react-admin (and its sentence toasted as the
 * form's error); any other is toasted here with the server's sentence.
 */
export function useSupplierSaveOptions(saved: string) {
  const notify = useNotify();
  return {
    onSuccess: () => notify(saved, { type: 'success' }),
    onError: (error: unknown) => {
      if (hasFieldErrors(error)) return;
      const message = readApiError(error).message ?? 'The supplier could not be saved. Please try again.';
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
  };
}
