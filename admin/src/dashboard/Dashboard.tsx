import { Box, Stack, Typography } from '@mui/material';
import { DashboardError } from './DashboardError';
import { HeldFeedRuns } from './HeldFeedRuns';
import { QuickActions } from './QuickActions';
import { RecentAppointments, RecentOrders, RecentProducts } from './RecentLists';
import { StatCards } from './StatCards';
import { WelcomeBanner } from './WelcomeBanner';
import { LeadSourcesChart } from './charts/LeadSourcesChart';
import { TopProductsChart } from './charts/TopProductsChart';
import { WeeklyActivityChart } from './charts/WeeklyActivityChart';
import { useDashboard } from './useDashboard';
import { useDashboardSections } from './useDashboardSections';
import { visuallyHidden } from '../shared/visuallyHidden';

// Spec 3 §2.2 with issue 10: one call (GET /api/admin/dashboard) feeds the cards, the recent lists and
// three performance charts. The banner and the quick actions need no data and show at once. App.tsx lazy-loads this module, so Recharts stays in this screen's chunk.
// Issue 33: the answer leaves out what the role may not see (requests for Catalogue), and so does the screen.

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** Side by side from a tablet up (three from a laptop), as many columns as panels; one column on a phone. */
const grid = (panels: number) => ({
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: columns(1), md: columns(Math.min(panels, 2)), lg: columns(Math.min(panels, 3)) },
});

const Dashboard = () => {
  const { data, isPending, isError, isFetching, refetch } = useDashboard();
  const shows = useDashboardSections(data);
  const recentLists = 1 + Number(shows('recentOrders')) + Number(shows('recentAppointments'));
  const charts = Number(shows('leadsBySource')) + Number(shows('topProducts'));
  return (
    // The sections keep their own height: squeezed by the layout's flex column, the banner would shrink to a line.
    <Stack spacing={3} sx={{ py: 3, '& > *': { flexShrink: 0 } }}>
      <WelcomeBanner />
      <Box role="status" sx={visuallyHidden}>
        {isPending && !isError ? 'Loading the dashboard…' : ''}
      </Box>
      {isError ? (
        <>
          <DashboardError onRetry={() => void refetch()} retrying={isFetching} />
          <QuickActions />
        </>
      ) : (
        <>
          <HeldFeedRuns runs={data?.heldFeedRuns} />
          <StatCards cards={data?.cards} />
          <QuickActions />
          {/* New requests first: the newest orders and appointments, then the newest products. */}
          <Box sx={grid(recentLists)}>
            {shows('recentOrders') && <RecentOrders orders={data?.recentOrders} />}
            {shows('recentAppointments') && <RecentAppointments appointments={data?.recentAppointments} />}
            <RecentProducts products={data?.recentProducts} />
          </Box>
          {(shows('weekly') || charts > 0) && (
            <Box component="section" aria-labelledby="dashboard-performance">
              <Typography id="dashboard-performance" variant="h6" component="h2" sx={{ mb: 2 }}>
                Performance Overview
              </Typography>
              <Stack spacing={3}>
                {shows('weekly') && <WeeklyActivityChart weeks={data?.weekly} />}
                {charts > 0 && (
                  <Box sx={grid(charts)}>
                    {shows('leadsBySource') && <LeadSourcesChart sources={data?.leadsBySource} />}
                    {shows('topProducts') && <TopProductsChart products={data?.topProducts} />}
                  </Box>
                )}
              </Stack>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
};

// Default export for React.lazy.
export default Dashboard;
