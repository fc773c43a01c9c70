import { useState } from 'react';
import { useDataProvider, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { readApiError, type ApiError } from '../../shared/apiError';

/**
 * One of the data provider's custom methods, called from a button: busy while it runs, the answer's data, and a
 * refusal read by the one error reader. A refusal naming fields goes to `onFieldErrors` (the form marks them);
 * any other is toasted with the server's sentence, or `failure`.
 */
export function useCustomCall<T>(
  call: (dataProvider: ShopDataProvider) => Promise<{ data: T }>,
  { failure, onFieldErrors }: { failure: string; onFieldErrors?: (errors: ApiError['fieldErrors']) => void },
) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [busy, setBusy] = useState(false);
  const [data, setData] = useState<T>();

  const run = async (): Promise<T | undefined> => {
    setBusy(true);
    try {
      const answer = await call(dataProvider);
      setData(answer.data);
      return answer.data;
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return undefined;
      const { message, fieldErrors } = readApiError(error);
      if (onFieldErrors && Object.keys(fieldErrors).length) onFieldErrors(fieldErrors);
      const text = message ?? failure;
      notify(text, { type: 'error', messageArgs: { _: text } });
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, data };
}
