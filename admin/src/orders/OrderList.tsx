import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { Datagrid, List, TextField, WrapperField, useListContext, type Identifier } from 'react-admin';
import { LeadListActions } from '../leads/ListActions';
import { EmptyState, ListState } from '../leads/ListState';
import { PreviousNextPagination } from '../leads/Pagers';
import { RecordCardList } from '../shared/RecordCardList';
import { useSmallScreen } from '../shared/useSmallScreen';
import { LeadFromAddress } from '../leads/LeadFromAddress';
import { LeadReferenceField } from '../leads/LeadReferenceField';
import { OrderDetailsContext } from './OrderDetailsContext';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import {
  OrderCustomerField,
  OrderDateField,
  OrderPriceField,
  OrderPriorityField,
  OrderProductField,
  OrderStatusField,
} from './OrderFields';
import { orderFilters } from './orderScreen';
import { OrderRowActions } from './OrderRowActions';
import type { Order } from './types';

const TotalOrders = () => {
  const { total, isPending } = useListContext();
  return (
    <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
      Total Orders: {isPending ? '…' : (total ?? 0)}
    </Typography>
  );
};

/** On a phone: the customer and the status, then the product, price, priority, date and the row's actions. */
const OrderCards = () => (
  <RecordCardList
    title={<TextField source="fullName" variant="inherit" />}
    badge={<OrderStatusField />}
    facts={
      <>
        <OrderProductField />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
          <Typography variant="body2" color="text.primary">
            <OrderPriceField />
          </Typography>
          <OrderPriorityField />
        </Stack>
        <LeadReferenceField />
        <OrderDateField />
      </>
    }
    actions={<OrderRowActions />}
  />
);

const OrderList = () => {
  const [shownId, setShownId] = useState<Identifier>();
  const isSmall = useSmallScreen();
  return (
    <OrderDetailsContext.Provider value={setShownId}>
      <List
        filters={orderFilters}
        actions={<LeadListActions />}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<PreviousNextPagination label={(page, pages) => `Page ${page} of ${pages}`} />}
        // Keep the toolbar (search, filters, export) even when nothing matches.
        empty={false}
      >
        <TotalOrders />
        <ListState
          loading="Loading orders..."
          empty={<EmptyState title="No orders found" hint="Orders will appear here when customers place them." />}
        >
          {/* Sortable: Price and Date (the staff API sorts on productPrice and createdAt). */}
          {isSmall ? (
            <OrderCards />
          ) : (
            <Datagrid rowClick={false} bulkActionButtons={false}>
              <TextField source="reference" label="Reference" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
              <WrapperField label="Customer">
                <OrderCustomerField />
              </WrapperField>
              <WrapperField label="Product">
                <OrderProductField />
              </WrapperField>
              <WrapperField label="Price" source="productPrice">
                <OrderPriceField />
              </WrapperField>
              <WrapperField label="Status">
                <OrderStatusField />
              </WrapperField>
              <WrapperField label="Priority">
                <OrderPriorityField />
              </WrapperField>
              <WrapperField label="Date" source="createdAt">
                <OrderDateField />
              </WrapperField>
              <WrapperField label="Actions">
                <OrderRowActions />
              </WrapperField>
            </Datagrid>
          )}
        </ListState>
      </List>
      <OrderDetailsDialog id={shownId} onClose={() => setShownId(undefined)} />
      <LeadFromAddress<Order> render={(order, close) => <OrderDetailsDialog id={order.id} onClose={close} />} />
    </OrderDetailsContext.Provider>
  );
};

// Default export for React.lazy.
export default OrderList;
