import { lazy } from 'react';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { User } from './types';

// Loaded when first opened, like the Dashboard, so the sign-in page stays small.
export default {
  list: lazy(() => import('./UserList')),
  create: lazy(() => import('./UserCreate')),
  icon: ManageAccountsOutlined,
  recordRepresentation: (user: User) => user.name,
};
