import type { Deletion } from '../shared/DeleteDialog';
import { leadFilters } from '../leads/leadFilters';
import { choicesOf } from '../leads/statuses';
import type { Order } from './types';

// What the orders desk declares of its own; the inputs and the dialog are the console's (leadFilters, DeleteDialog).

// Spec 3 §2.5: the kinds of product an order can be on; the server answers Product, Diamond or Jewelry.
const productTypeChoices = [
  { id: 'Product', name: 'Products' },
  { id: 'Diamond', name: 'Diamonds' },
  { id: 'Jewelry', name: 'Jewelry' },
];

export const orderFilters = leadFilters({
  search: {
    placeholder: 'Search by reference, name, email, phone, product or stock number...',
    label: 'Search orders',
    minWidth: 320,
  },
  status: 'order',
  filters: [
    { source: 'priority', label: 'Priority', choices: choicesOf('priority'), emptyText: 'All Priorities' },
    { source: 'productType', label: 'Product Type', choices: productTypeChoices, emptyText: 'All Products' },
  ],
});

export const orderDeletion: Deletion<Order> = {
  resource: 'orders',
  title: 'Delete Order',
  content: (order) => (
    <>Are you sure you want to delete this order from {order.fullName}? This action cannot be undone.</>
  ),
  confirmLabel: 'Delete Order',
  succeeded: 'Order deleted',
  failed: 'Could not delete the order. Please try again.',
  refreshAfter: true,
};
