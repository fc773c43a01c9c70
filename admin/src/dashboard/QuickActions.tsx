import { Button, Stack } from '@mui/material';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { Link } from 'react-router';
import { DashboardPanel } from './DashboardPanel';

/** Spec 3 §2.2: Add New Product, View Appointments, Manage Products. */
export const QuickActions = () => (
  <DashboardPanel title="Quick Actions">
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button component={Link} to="/products/create" variant="contained" startIcon={<AddCircleOutlined />}>
        Add New Product
      </Button>
      <Button component={Link} to="/appointments" variant="outlined" startIcon={<EventOutlined />}>
        View Appointments
      </Button>
      <Button component={Link} to="/products" variant="outlined" startIcon={<Inventory2Outlined />}>
        Manage Products
      </Button>
    </Stack>
  </DashboardPanel>
);
