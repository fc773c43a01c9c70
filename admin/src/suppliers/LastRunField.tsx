import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ShopDate } from '../leads/shopTime';
import { ImportStatusBadge } from '../imports/ImportStatusBadge';
import type { Supplier } from './types';

export const LastRunBadge = () => {
  const supplier = useRecordContext<Supplier>();
  if (!supplier) return null;
  return supplier.lastRun ? (
    <ImportStatusBadge status={supplier.lastRun.status} />
  ) : (
    <Chip size="small" variant="outlined" label="Never run" sx={{ borderRadius: 999 }} />
  );
};

/** The last run's status and when it started; a failure's or hold's reason under it. */
export const LastRunField = () => {
  const supplier = useRecordContext<Supplier>();
  const run = supplier?.lastRun;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <LastRunBadge />
      {run && (
        <Typography variant="caption" color="text.secondary">
          <ShopDate value={run.startedAt ?? run.finishedAt} />
        </Typography>
      )}
      {run && (run.heldReason || (run.status === 'failed' && run.error)) && (
        <Typography variant="caption" color={run.heldReason ? 'warning.main' : 'error'}>
          {run.heldReason ?? run.error}
        </Typography>
      )}
    </Stack>
  );
};
