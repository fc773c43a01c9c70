import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import { useRecordContext, useRefresh, useNotify } from 'react-admin';
import { Button } from '../shared/Button';
import { useCustomCall } from './shared/useCustomCall';
import { isRemote } from './supplierWords';
import type { Supplier } from './types';

/**
 * Queues a run of an HTTP or SFTP supplier now. The server refuses while one of its runs is queued, running or
 * held (409), and for a manual supplier (400); its sentence is shown.
 */
export const RunNowButton = () => {
  const supplier = useRecordContext<Supplier>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { run, busy } = useCustomCall((dataProvider) => dataProvider.runSupplier(supplier!.id), {
    failure: 'The run could not be queued. Please try again.',
  });
  if (!supplier || !isRemote(supplier)) return null;
  const runNow = async () => {
    if (await run()) {
      notify('Run queued', { type: 'info' });
      refresh();
    }
  };
  return (
    <Button
      label="Run now"
      // The visible words first (axe label-content-name-mismatch), then whose run it is.
      aria-label={`Run now: ${supplier.name}`}
      onClick={(event) => {
        // The row opens the supplier; the button only runs it.
        event.stopPropagation();
        void runNow();
      }}
      disabled={busy}
    >
      <PlayArrowOutlined />
    </Button>
  );
};
