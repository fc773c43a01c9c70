import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { Link } from 'react-router';

export const QuickActions = () => (
  <Card>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        Quick Actions
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
    </CardContent>
  </Card>
);
