import { useState } from 'react';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Button, useListContext, useNotify } from 'react-admin';
import { API_URL, getAdminToken } from '../api';

/** GET /api/admin/<resource>/export.csv with the list's filter and sort, as ra-data-simple-rest writes them. */
export function exportUrl(resource: string, filter: object, sort: { field: string; order: string }): string {
  const query = [
    `filter=${encodeURIComponent(JSON.stringify(filter))}`,
    `sort=${encodeURIComponent(JSON.stringify([sort.field, sort.order]))}`,
  ].join('&');
  return `${API_URL}/admin/${resource}/export.csv?${query}`;
}

/** The file name the server proposes (Content-Disposition), else '<resource>-<YYYY-MM-DD>.csv'. */
function fileName(response: Response, resource: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return named ?? `${resource}-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * Downloads what the list shows (every page) as CSV. A plain link would not carry the admin's bearer token,
 * so the file is fetched, then handed to the browser as an object URL.
 */
export const ExportButton = () => {
  const { resource, filterValues, sort } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const token = getAdminToken();
      const response = await fetch(exportUrl(resource, filterValues, sort), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new Error(`Export failed (${response.status})`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(response, resource);
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Revoked after the click has started the download.
      setTimeout(() => URL.revokeObjectURL(url), 0);
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
