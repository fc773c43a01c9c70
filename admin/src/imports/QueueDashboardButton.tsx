import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import { useCanAccess, useDataProvider, useNotify } from 'react-admin';
import { Button } from '../shared/Button';
import type { ShopDataProvider } from '../dataProvider';
import { readApiError } from '../shared/apiError';

/**
 * Opens the job queue dashboard (bull-board) in a new tab. A new tab cannot carry the bearer token, so
 * the console asks for a one-time ticket and opens the address it answers. The tab is opened before
 * the request, while the click still counts as the user's, or pop-up blockers would stop it. Only for the roles
 * that may open it (queues:manage).
 */
export const QueueDashboardButton = () => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'queues', action: 'show' });
  const open = async () => {
    const tab = window.open('about:blank', '_blank');
    try {
      const { data } = await dataProvider.getQueueDashboardTicket();
      // No address back: a 401 signed the admin out (react-admin answers the call with an empty record).
      if (!data?.url) return tab?.close();
      if (tab) {
        tab.opener = null;
        tab.location.href = data.url;
      }
    } catch (error) {
      tab?.close();
      const message = readApiError(error).message ?? 'The queue dashboard is unavailable right now.';
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };
  if (!canAccess) return null;
  return (
    <Button label="Queue Dashboard" onClick={() => void open()}>
      <QueryStatsOutlined />
    </Button>
  );
};
