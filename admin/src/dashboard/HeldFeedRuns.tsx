import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { Link } from 'react-router';
import type { HeldFeedRun } from './types';

/**
 * Issue 21's safe retirement: a supplier's full feed that would retire too much waits for staff. The
 * dashboard says so first thing, with the numbers and a way to the run's Confirm / Discard.
 */
export const HeldFeedRuns = ({ runs }: { runs?: HeldFeedRun[] }) => {
  if (!runs?.length) return null;
  return (
    <Stack component="section" aria-label="Supplier feeds held for review" spacing={1.5}>
      {runs.map((run) => (
        <Alert
          key={run.id}
          severity="warning"
          action={
            <Button component={Link} to={`/imports/${run.id}/show`} color="inherit" size="small">
              Review
            </Button>
          }
          sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
        >
          <AlertTitle>{`${run.supplierName ?? 'A supplier'}: feed held for review`}</AlertTitle>
          {run.heldReason}
        </Alert>
      ))}
    </Stack>
  );
};
