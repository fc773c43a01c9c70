import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useDataProvider, useLogoutIfAccessDenied, useNotify, useRefresh } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { readApiError } from '../../shared/apiError';
import type { ImportRecord } from '../types';

/**
 * A supplier run held for review (it would retire more of the supplier's stones than its limit, or its file
 * shrank): the reason, and staff's two answers. Confirm retires the missing stones; Discard retires nothing.
 */
export const HeldRunActions = ({ record }: { record: ImportRecord }) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [busy, setBusy] = useState(false);

  const answer = async (confirm: boolean) => {
    setBusy(true);
    try {
      await (confirm ? dataProvider.confirmImport(record.id) : dataProvider.discardImport(record.id));
      notify(confirm ? 'Retirement confirmed' : 'Run discarded', { type: 'info' });
      refresh();
    } catch (error) {
      if (!(await logoutIfAccessDenied(error))) {
        const message = readApiError(error).message ?? 'The run could not be answered. Please try again.';
        notify(message, { type: 'error', messageArgs: { _: message } });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert severity="warning" component="section" aria-label="Held for review">
      {record.heldReason || 'This run stopped before retiring stones and waits for review.'}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" color="warning" onClick={() => void answer(true)} disabled={busy}>
          Confirm retirement
        </Button>
        <Button variant="outlined" color="inherit" onClick={() => void answer(false)} disabled={busy}>
          Discard
        </Button>
      </Stack>
    </Alert>
  );
};
