import { serverMessage, type Deletion } from '../shared/DeleteDialog';
import { listFilters } from '../shared/listFilters';
import type { User } from './types';

// What the users screen declares of its own; the inputs and the dialog are the console's (listFilters, DeleteDialog).

/** Always shown: staff look people up by name, username or e-mail, and narrow by role or status. */
export const userFilters = listFilters({
  search: { placeholder: 'Name, username or email', label: 'Search users', minWidth: 300 },
  filters: [
    {
      source: 'role',
      label: 'Role',
      choices: [
        { id: 'admin', name: 'Admin' },
        { id: 'customer', name: 'Customer' },
      ],
    },
    {
      source: 'isDisabled',
      label: 'Status',
      choices: [
        { id: false, name: 'Active' },
        { id: true, name: 'Disabled' },
      ],
    },
  ],
});

/** The server's refusals (own account, last admin) come back as toasts in its own words. */
export const userDeletion: Deletion<User> = {
  resource: 'users',
  title: (user) => <>Delete {user.name}?</>,
  content: () => <>This action cannot be undone.</>,
  confirmLabel: 'Confirm',
  confirmColor: 'primary',
  succeeded: (user) => `${user.name} was deleted`,
  failed: serverMessage,
};
