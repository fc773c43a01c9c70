import { Avatar, Box, Link, Stack, Typography } from '@mui/material';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import { useRecordContext } from 'react-admin';
import { formatPrice, shownPrice } from '../leads/money';
import { ShopDate } from '../leads/shopTime';
import { SourceLabel } from '../leads/SourceLabel';
import { StatusBadge } from '../leads/StatusBadge';
import type { Order } from './types';

export const OrderCustomerField = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {order.fullName}
      </Typography>
      {order.email && (
        // A long address breaks anywhere rather than widening the customer column.
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Link href={`mailto:${order.email}`} color="inherit" onClick={(event) => event.stopPropagation()}>
            {order.email}
          </Link>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {order.phone}
      </Typography>
    </Box>
  );
};

export const ProductThumbnail = ({ order, size = 48 }: { order: Order; size?: number }) => (
  <Avatar
    variant="rounded"
    src={order.productImage ?? undefined}
    alt={order.productImage ? (order.productName ?? 'Product') : undefined}
    sx={{ width: size, height: size, bgcolor: 'background.default', color: 'text.secondary' }}
  >
    <DiamondOutlined aria-hidden />
  </Avatar>
);

export const OrderProductField = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <ProductThumbnail order={order} />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {order.productName || 'Unknown product'}
        </Typography>
        {order.stockNumber && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Stock #: {order.stockNumber}
          </Typography>
        )}
        {order.productType && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {order.productType}
          </Typography>
        )}
      </Box>
    </Stack>
  );
};

/** The shop's USD price, and under it the price the shopper read when that was another currency. */
export const OrderPriceField = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  const shown = shownPrice(order.productPrice, order);
  return (
    <>
      <span>{formatPrice(order.productPrice)}</span>
      {shown && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          Shown {shown}
        </Typography>
      )}
    </>
  );
};

export const OrderStatusField = () => {
  const order = useRecordContext<Order>();
  return order ? <StatusBadge kind="order" value={order.status} /> : null;
};

export const OrderPriorityField = () => {
  const order = useRecordContext<Order>();
  return order ? <StatusBadge kind="priority" value={order.priority} /> : null;
};

export const OrderDateField = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <Box>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        <ShopDate value={order.createdAt} />
      </Typography>
      <SourceLabel lead={order} />
    </Box>
  );
};
