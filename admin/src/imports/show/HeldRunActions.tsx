import { useState } from 'react';
import { Alert, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useDataProvider, useLogoutIfAccessDenied, useNotify, useRefresh } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { readApiError } from '../../shared/apiError';
import { DEFAULT_MARKUP_PATH } from '../../suppliers/markup/paths';
import type { ImportRecord } from '../types';

/**
 * A supplier run held for review, its reason, and staff's two answers. Held before retiring (it would retire
 * more of the supplier's stones than its limit, or its file shrank): Confirm retires the missing stones. Held
 * because no markup was saved yet (it wrote nothing): links to the markup pages; Confirm, once one is saved,
 * runs it at that markup. Discard retires and publishes nothing.
 */
export const HeldRunActions = ({ record }: { record: ImportRecord }) => {
  const forMarkup = record.heldFor === 'markup';
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [busy, setBusy] = useState(false);

  const answer = async (confirm: boolean) => {
    setBusy(true);
    try {
      await (confirm ? dataProvider.confirmImport(record.id) : dataProvider.discardImport(record.id));
      notify(confirm ? (forMarkup ? 'Run confirmed: it runs again now' : 'Retirement confirmed') : 'Run discarded', {
        type: 'info',
      });
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
      {forMarkup && (
        <Stack component="p" direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, my: 1 }}>
          <Link component={RouterLink} to={DEFAULT_MARKUP_PATH} color="inherit">
            Open the shop's markup
          </Link>
          {record.supplierId && (
            <Link component={RouterLink} to={`/suppliers/${record.supplierId}`} color="inherit">
              or give {record.supplierName ?? 'the supplier'} a markup of its own
            </Link>
          )}
        </Stack>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" color="warning" onClick={() => void answer(true)} disabled={busy}>
          {forMarkup ? 'Confirm run' : 'Confirm retirement'}
        </Button>
        <Button variant="outlined" color="inherit" onClick={() => void answer(false)} disabled={busy}>
          Discard
        </Button>
      </Stack>
    </Alert>
  );
};
