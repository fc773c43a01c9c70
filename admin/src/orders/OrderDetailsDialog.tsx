import { useEffect, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Grid,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useGetOne, type Identifier } from 'react-admin';
import { DialogFact } from '../leads/DialogFact';
import { formatPrice, shownPrice } from '../leads/money';
import { ShopDate } from '../leads/shopTime';
import { SourceLabel } from '../leads/SourceLabel';
import { StatusSelect } from '../leads/StatusSelect';
import { useLeadUpdate } from '../leads/useLeadUpdate';
import { ProductThumbnail } from './OrderFields';
import type { Order } from './types';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 2 }}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** Customer and product of an order, and its management: status, priority and notes save as they change. */
export const OrderDetailsDialog = ({ id, onClose }: { id?: Identifier; onClose: () => void }) => {
  const { data: order } = useGetOne<Order>('orders', { id: String(id ?? '') }, { enabled: id != null });
  const open = id != null && order != null;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="order-details-title">
      <DialogTitle id="order-details-title">Order Details</DialogTitle>
      {order && <OrderDetails order={order} />}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};

const OrderDetails = ({ order }: { order: Order }) => {
  // Spec 3 §4: the order list reloads after every update (an order may leave the current filter).
  const { save, isPending } = useLeadUpdate<Order>('orders', { reloadList: true });
  const [notes, setNotes] = useState(order.adminNotes ?? '');
  const shown = shownPrice(order.productPrice, order);
  useEffect(() => setNotes(order.adminNotes ?? ''), [order.id, order.adminNotes]);

  const saveNotes = () => {
    if (notes !== (order.adminNotes ?? '')) save(order, { adminNotes: notes }, { change: 'notes' });
  };

  return (
    <DialogContent dividers>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Customer Information">
            <DialogFact label="Reference">{order.reference}</DialogFact>
            <DialogFact label="Name">{order.fullName}</DialogFact>
            <DialogFact label="Email">
              {order.email ? <Link href={`mailto:${order.email}`}>{order.email}</Link> : 'N/A'}
            </DialogFact>
            <DialogFact label="Phone">
              <Link href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</Link>
            </DialogFact>
            {order.message && <DialogFact label="Message">{order.message}</DialogFact>}
            <DialogFact label="Source">
              <SourceLabel lead={order} />
            </DialogFact>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Product Information">
            <Stack direction="row" spacing={2} sx={{ mb: 1.5 }}>
              <ProductThumbnail order={order} size={72} />
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {order.productName || 'Unknown product'}
                </Typography>
                {order.productType && (
                  <Typography variant="body2" color="text.secondary">
                    {order.productType}
                  </Typography>
                )}
              </Box>
            </Stack>
            <DialogFact label="Stock Number">{order.stockNumber || 'N/A'}</DialogFact>
            <DialogFact label="Price">{formatPrice(order.productPrice)}</DialogFact>
            {shown && (
              <DialogFact label="Shown to the shopper">
                {shown} ({order.shownCurrency} at {Number(order.shownRate)} per US$1)
              </DialogFact>
            )}
          </Section>
        </Grid>
      </Grid>
      <Divider sx={{ mb: 2 }} />
      <Section title="Order Management">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <StatusSelect
            kind="order"
            label="Status"
            value={order.status}
            disabled={isPending}
            onChange={(status) => save(order, { status: status as Order['status'] })}
          />
          <StatusSelect
            kind="priority"
            label="Priority"
            value={order.priority}
            disabled={isPending}
            // Spec 3 §4: a priority change sends the current status along with it.
            onChange={(priority) => save(order, { priority: priority as Order['priority'] }, { change: 'priority' })}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <DialogFact label="Created">
            <ShopDate value={order.createdAt} />
          </DialogFact>
          <DialogFact label="Contacted">
            <ShopDate value={order.contactedAt} emptyText="Not yet contacted" />
          </DialogFact>
        </Stack>
        <TextField
          label="Admin Notes"
          multiline
          rows={3}
          fullWidth
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          onBlur={saveNotes}
          helperText="Saved when you leave the field"
        />
      </Section>
    </DialogContent>
  );
};
