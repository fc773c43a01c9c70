import { lazy } from 'react';
import MailOutlined from '@mui/icons-material/MailOutlined';
import type { ContactMessage } from './types';

const ContactList = lazy(() => import('./ContactList'));

// Details open in a dialog over the list (spec 3 §2.4), so there is no show or edit page: /contacts/<id> (the
// staff e-mails' link) is the list with that message's dialog open.
export default {
  list: ContactList,
  edit: ContactList,
  icon: MailOutlined,
  recordRepresentation: (contact: ContactMessage) => contact.fullName,
};
