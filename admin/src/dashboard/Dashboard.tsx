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
import { visuallyHidden } from '../shared/visuallyHidden';

// Spec 3 §2.2 with issue 10: one call (GET /api/admin/dashboard) feeds the cards, the recent lists and
// three performance charts. The banner and the quick actions need no data and show at once. App.tsx lazy-loads this module, so Recharts stays in this screen's chunk.

const twoColumns = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
};

const threeColumns = {
  ...twoColumns,
  gridTemplateColumns: { ...twoColumns.gridTemplateColumns, lg: 'repeat(3, minmax(0, 1fr))' },
};

const Dashboard = () => {
  const { data, isPending, isError, isFetching, refetch } = useDashboard();
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
          <Box sx={threeColumns}>
            <RecentOrders orders={data?.recentOrders} />
            <RecentAppointments appointments={data?.recentAppointments} />
            <RecentProducts products={data?.recentProducts} />
          </Box>
          <Box component="section" aria-labelledby="dashboard-performance">
            <Typography id="dashboard-performance" variant="h6" component="h2" sx={{ mb: 2 }}>
              Performance Overview
            </Typography>
            <Stack spacing={3}>
              <WeeklyActivityChart weeks={data?.weekly} />
              <Box sx={twoColumns}>
                <LeadSourcesChart sources={data?.leadsBySource} />
                <TopProductsChart products={data?.topProducts} />
              </Box>
            </Stack>
          </Box>
        </>
      )}
    </Stack>
  );
};

// Default export for React.lazy.
export default Dashboard;
