import { Box, Divider, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { formatPrice } from '../leads/money';
import { ShopDate } from '../leads/shopTime';
import { StatusBadge } from '../leads/StatusBadge';
import { productTypeLabels, type ProductType } from '../products/types';
import { DashboardPanel, EmptyState } from './DashboardPanel';
import type { RecentAppointment, RecentOrder, RecentProduct } from './types';

// Spec 3 §2.2: the five newest products (name, price in USD, type) and appointments (name,
// consultation type, date-time, status), each with View All; issue 28 adds the five newest orders
// (name, the piece asked about, when, status).

const typeLabel = (type: string) => productTypeLabels[type as ProductType] ?? type;

const SkeletonRows = () => (
  <Stack spacing={1.5} aria-hidden>
    {[0, 1, 2, 3, 4].map((row) => (
      <Box key={row}>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="35%" />
      </Box>
    ))}
  </Stack>
);

const rowSx = { px: 0, py: 1.25, gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' } as const;

export const RecentProducts = ({ products }: { products?: RecentProduct[] }) => (
  <DashboardPanel title="Recent Products" viewAll={{ to: '/products', what: 'products' }}>
    {!products ? (
      <SkeletonRows />
    ) : products.length === 0 ? (
      <EmptyState>No products yet</EmptyState>
    ) : (
      <List disablePadding aria-label="Recent products">
        {products.map((product, index) => (
          <Box component="li" key={product.id} sx={{ listStyle: 'none' }}>
            {index > 0 && <Divider component="div" />}
            <ListItem component="div" sx={rowSx}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {typeLabel(product.productType)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatPrice(product.price)}</Typography>
            </ListItem>
          </Box>
        ))}
      </List>
    )}
  </DashboardPanel>
);

export const RecentAppointments = ({ appointments }: { appointments?: RecentAppointment[] }) => (
  <DashboardPanel title="Recent Appointments" viewAll={{ to: '/appointments', what: 'appointments' }}>
    {!appointments ? (
      <SkeletonRows />
    ) : appointments.length === 0 ? (
      <EmptyState>No appointments yet</EmptyState>
    ) : (
      <List disablePadding aria-label="Recent appointments">
        {appointments.map((appointment, index) => (
          <Box component="li" key={appointment.id} sx={{ listStyle: 'none' }}>
            {index > 0 && <Divider component="div" />}
            <ListItem component="div" sx={rowSx}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{appointment.fullName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {appointment.assistanceType}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <ShopDate value={appointment.consultationDateTime} />
                </Typography>
              </Box>
              {/* Spec 3 §4: a missing status displays as pending. */}
              <StatusBadge kind="appointment" value={appointment.status || 'pending'} />
            </ListItem>
          </Box>
        ))}
      </List>
    )}
  </DashboardPanel>
);

export const RecentOrders = ({ orders }: { orders?: RecentOrder[] }) => (
  <DashboardPanel title="Recent Orders" viewAll={{ to: '/orders', what: 'orders' }}>
    {!orders ? (
      <SkeletonRows />
    ) : orders.length === 0 ? (
      <EmptyState>No orders yet</EmptyState>
    ) : (
      <List disablePadding aria-label="Recent orders">
        {orders.map((order, index) => (
          <Box component="li" key={order.id} sx={{ listStyle: 'none' }}>
            {index > 0 && <Divider component="div" />}
            <ListItem component="div" sx={rowSx}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{order.fullName}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {order.productName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <ShopDate value={order.createdAt} />
                </Typography>
              </Box>
              <StatusBadge kind="order" value={order.status} />
            </ListItem>
          </Box>
        ))}
      </List>
    )}
  </DashboardPanel>
);
