import { lazy } from 'react';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { Order } from './types';

const OrderList = lazy(() => import('./OrderList'));

// Details, status, priority and notes live in a dialog over the list (spec 3 §2.5), so there is no show or edit
// page: /orders/<id> (the staff e-mails' link) is the list with that order's dialog open.
export default {
  list: OrderList,
  edit: OrderList,
  icon: ReceiptLongOutlined,
  recordRepresentation: (order: Order) => order.fullName,
};
