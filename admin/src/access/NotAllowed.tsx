import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { Link } from 'react-router';
import type { UserRole } from '@gem-shop/widgets/api';
import { useAdminIdentity } from '../layout/useAdminIdentity';
import { roleLabels } from './roles';

/**
 * What a member of staff sees on a page their role may not open (a link from an e-mail, a bookmark, an address
 * typed): the console's shell stays, and the page says why and leads back to the dashboard. react-admin's
 * `accessDenied` page and every guarded screen (RequireAccess).
 */
export const NotAllowed = () => {
  const { identity } = useAdminIdentity();
  const role = roleLabels[identity?.role as UserRole];
  return (
    <Box sx={{ py: 3 }}>
      <Card component="section" aria-labelledby="not-allowed-title" sx={{ maxWidth: 640 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
          <BlockOutlined aria-hidden color="action" fontSize="large" />
          <Typography id="not-allowed-title" variant="h5" component="h2">
            Not allowed
          </Typography>
          <Typography>
            {role ? `Your role (${role}) cannot open this page.` : 'Your role cannot open this page.'} If you need it,
            ask an Owner to change your role.
          </Typography>
          <Button component={Link} to="/" variant="contained" startIcon={<DashboardOutlined />}>
            Back to the dashboard
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
