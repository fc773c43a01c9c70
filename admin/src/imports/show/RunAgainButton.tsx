import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { Button } from '@mui/material';
import { useNavigate } from 'react-router';
import { useNotify } from 'react-admin';
import { useCustomCall } from '../../suppliers/shared/useCustomCall';
import type { ImportShowState } from '../ImportShow';

/**
 * Starts another run of the supplier (as Run now does) and opens it, so the page follows the new run to its end.
 * The server refuses while a run of the supplier is queued, running or held; its sentence is shown.
 */
export const RunAgainButton = ({ supplierId }: { supplierId: string }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const { run, busy } = useCustomCall((dataProvider) => dataProvider.runSupplier(supplierId), {
    failure: 'The run could not be queued. Please try again.',
  });
  const runAgain = async () => {
    const queued = await run();
    if (!queued?.id) return;
    notify('Run queued', { type: 'info' });
    navigate(`/imports/${encodeURIComponent(queued.id)}/show`, {
      state: { justStarted: true } satisfies ImportShowState,
    });
  };
  return (
    <Button variant="contained" startIcon={<ReplayOutlined />} onClick={() => void runAgain()} disabled={busy}>
      Run again
    </Button>
  );
};
