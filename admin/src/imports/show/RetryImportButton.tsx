import { useState } from 'react';
import { Button } from '@mui/material';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { useDataProvider, useLogoutIfAccessDenied, useNotify, useRefresh } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { readApiError } from '../../shared/apiError';

const RETRY_FAILED = 'The upload could not be retried. Please try again.';

/**
 * Queues a failed upload again (one whose job was lost, so its file is kept); it continues after the
 * last saved row. The page then follows it as it runs.
 */
export const RetryImportButton = ({ id }: { id: string }) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [busy, setBusy] = useState(false);

  const retry = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.retryImport(id);
      // No import back: a 401 signed the admin out (react-admin answers the call with an empty record).
      if (!data?.id) return;
      notify('The upload was queued again', { type: 'info' });
      refresh();
    } catch (error) {
      if (!(await logoutIfAccessDenied(error))) {
        const message = readApiError(error).message ?? RETRY_FAILED;
        notify(message, { type: 'error', messageArgs: { _: message } });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="contained" startIcon={<ReplayOutlined />} onClick={() => void retry()} disabled={busy}>
      Retry
    </Button>
  );
};
