import { lazy } from 'react';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { Order } from './types';

// Details, status, priority and notes live in a dialog over the list (spec 3 §2.5), so there is no show or edit page.
export default {
  list: lazy(() => import('./OrderList')),
  icon: ReceiptLongOutlined,
  recordRepresentation: (order: Order) => order.fullName,
};
