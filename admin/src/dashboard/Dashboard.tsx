import { Card, CardContent, Stack, Typography } from '@mui/material';
import { QuickActions } from './QuickActions';
import { WelcomeBanner } from './WelcomeBanner';

const Dashboard = () => (
  <Stack spacing={3} sx={{ py: 3 }}>
    <WelcomeBanner />
    <QuickActions />
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Statistics
        </Typography>
        <Typography color="text.secondary">Statistics arrive in a later release.</Typography>
      </CardContent>
    </Card>
  </Stack>
);

// Default export for React.lazy.
export default Dashboard;
