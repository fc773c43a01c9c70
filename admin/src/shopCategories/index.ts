import { lazy } from 'react';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import type { ShopCategory } from './types';

// Adding and editing happen in a modal over the list (spec 3 §2.7), so there is no create or edit page.
export default {
  list: lazy(() => import('./ShopCategoryList')),
  icon: CategoryOutlined,
  recordRepresentation: (category: ShopCategory) => category.title,
};
