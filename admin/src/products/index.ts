import { lazy } from 'react';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { Product } from './types';

// Editing happens in a dialog over the list (spec 2 §2), so there is no edit route.
export default {
  list: lazy(() => import('./ProductList')),
  create: lazy(() => import('./ProductCreate')),
  icon: Inventory2Outlined,
  recordRepresentation: (product: Product) => product.name,
};
