import { lazy } from 'react';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import type { Supplier } from './types';

// Supplier feeds (issue 21): list (last runs at a glance), create, edit (with the run history).
export default {
  list: lazy(() => import('./SupplierList')),
  create: lazy(() => import('./SupplierCreate')),
  edit: lazy(() => import('./SupplierEdit')),
  icon: LocalShippingOutlined,
  recordRepresentation: (supplier: Supplier) => supplier.name,
};

export { DEFAULT_MARKUP_PATH } from './markup/paths';
