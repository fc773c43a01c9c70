import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import { useNotify } from 'react-admin';
import { Button } from '../shared/Button';
import { API_URL, httpClient } from '../api';
import { readApiError } from '../shared/apiError';

/**
 * Opens the job queue dashboard (bull-board) in a new tab. A new tab cannot carry the bearer token, so
 * the console asks for a one-time ticket and opens the address it answers. The tab is opened before
 * the request, while the click still counts as the user's, or pop-up blockers would stop it.
 */
export const QueueDashboardButton = () => {
  const notify = useNotify();
  const open = async () => {
    const tab = window.open('about:blank', '_blank');
    try {
      const { json } = await httpClient(`${API_URL}/admin/queues/session`, { method: 'POST' });
      if (tab) {
        tab.opener = null;
        tab.location.href = (json as { url: string }).url;
      }
    } catch (error) {
      tab?.close();
      const message = readApiError(error).message ?? 'The queue dashboard is unavailable right now.';
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };
  return (
    <Button label="Queue Dashboard" onClick={() => void open()}>
      <QueryStatsOutlined />
    </Button>
  );
};
