import { Button, Stack } from '@mui/material';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { Link } from 'react-router';
import { accessOfPath } from '../access/screenPermissions';
import { useCanAccessEach } from '../access/useCanAccessEach';
import { DashboardPanel } from './DashboardPanel';

/** Spec 3 §2.2: Add New Product, View Appointments, Manage Products. */
const actions = [
  { label: 'Add New Product', to: '/products/create', icon: <AddCircleOutlined />, variant: 'contained' },
  { label: 'View Appointments', to: '/appointments', icon: <EventOutlined />, variant: 'outlined' },
  { label: 'Manage Products', to: '/products', icon: <Inventory2Outlined />, variant: 'outlined' },
] as const;

const screens = actions.map((action) => accessOfPath(action.to));

/** The actions whose screens the role may open; none, no panel. */
export const QuickActions = () => {
  const allowed = useCanAccessEach(screens);
  const shown = actions.filter((_, index) => allowed?.[index]);
  if (!shown.length) return null;
  return (
    <DashboardPanel title="Quick Actions">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {shown.map((action) => (
          <Button key={action.to} component={Link} to={action.to} variant={action.variant} startIcon={action.icon}>
            {action.label}
          </Button>
        ))}
      </Stack>
    </DashboardPanel>
  );
};
