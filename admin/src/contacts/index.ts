import { lazy } from 'react';
import MailOutlined from '@mui/icons-material/MailOutlined';
import type { ContactMessage } from './types';

// Details open in a dialog over the list (spec 3 §2.4), so there is no show or edit page.
export default {
  list: lazy(() => import('./ContactList')),
  icon: MailOutlined,
  recordRepresentation: (contact: ContactMessage) => contact.fullName,
};
