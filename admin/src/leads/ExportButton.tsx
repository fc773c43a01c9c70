import { useState } from 'react';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useListContext, useNotify } from 'react-admin';
import { Button } from '../shared/Button';
import { API_URL } from '../api';
import { downloadFile } from '../shared/downloadFile';

/** GET /api/admin/<resource>/export.csv with the list's filter and sort, as ra-data-simple-rest writes them. */
export function exportUrl(resource: string, filter: object, sort: { field: string; order: string }): string {
  const query = [
    `filter=${encodeURIComponent(JSON.stringify(filter))}`,
    `sort=${encodeURIComponent(JSON.stringify([sort.field, sort.order]))}`,
  ].join('&');
  return `${API_URL}/admin/${resource}/export.csv?${query}`;
}

/** Downloads what the list shows (every page) as CSV. */
export const ExportButton = () => {
  const { resource, filterValues, sort } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(
        exportUrl(resource, filterValues, sort),
        `${resource}-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch {
      const message = 'Export failed. Please try again.';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label={busy ? 'Exporting...' : 'Export'} onClick={download} disabled={busy}>
      <DownloadOutlined />
    </Button>
  );
};
