import { lazy } from 'react';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { Product } from './types';

// The list only for now: the Add New Product wizard (/products/create) and the edit dialog come later.
export default {
  list: lazy(() => import('./ProductList')),
  icon: Inventory2Outlined,
  recordRepresentation: (product: Product) => product.name,
};
