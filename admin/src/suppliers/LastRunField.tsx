import { Chip, Link, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { ShopDate } from '../leads/shopTime';
import { ImportStatusBadge } from '../imports/ImportStatusBadge';
import type { ImportStatus } from '../imports/types';
import type { Supplier } from './types';

export const LastRunBadge = () => {
  const supplier = useRecordContext<Supplier>();
  if (!supplier) return null;
  return supplier.lastRun ? (
    // The API words the last run's status as an import's (ImportStatus); an unknown one shows as written.
    <ImportStatusBadge status={supplier.lastRun.status as ImportStatus} />
  ) : (
    <Chip size="small" variant="outlined" label="Never run" sx={{ borderRadius: 999 }} />
  );
};

/** The last run's status, and when it ran as a link to the run's page (its counts, refused rows, a hold's reason). */
export const LastRunField = () => {
  const supplier = useRecordContext<Supplier>();
  const run = supplier?.lastRun;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <LastRunBadge />
      {run && (
        <Link
          component={RouterLink}
          to={`/imports/${encodeURIComponent(run.id)}/show`}
          variant="caption"
          // The row opens the supplier; the link opens the run.
          onClick={(event) => event.stopPropagation()}
        >
          <ShopDate value={run.at} />
        </Link>
      )}
    </Stack>
  );
};
