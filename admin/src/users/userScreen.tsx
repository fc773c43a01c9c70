import { roleLabels, staffRoleChoices } from '../access/roles';
import { serverMessage, type Deletion } from '../shared/DeleteDialog';
import { listFilters } from '../shared/listFilters';
import type { User } from './types';

// What the users screen declares of its own; the inputs and the dialog are the console's (listFilters, DeleteDialog).

const statusFilter = {
  source: 'isDisabled',
  label: 'Status',
  choices: [
    { id: false, name: 'Active' },
    { id: true, name: 'Disabled' },
  ],
};

/** Everyone of staff, each role, or customers: for the Owners, who see staff accounts (staff:manage). */
const roleFilter = {
  source: 'role',
  label: 'Role',
  choices: [{ id: 'staff', name: 'All staff' }, ...staffRoleChoices, { id: 'customer', name: roleLabels.customer }],
};

const search = { placeholder: 'Name, username or email', label: 'Search users', minWidth: 300 };

/**
 * Always shown: staff look people up by name, username or e-mail, and narrow by status, and by role when
 * they see staff accounts (the others are listed customers only).
 */
export const userFilters = (listsStaff: boolean) =>
  listFilters({ search, filters: listsStaff ? [roleFilter, statusFilter] : [statusFilter] });

/** The server's refusals (own account, last Owner) come back as toasts in its own words. */
export const userDeletion: Deletion<User> = {
  resource: 'users',
  title: (user) => <>Delete {user.name}?</>,
  content: () => <>This action cannot be undone.</>,
  confirmLabel: 'Confirm',
  confirmColor: 'primary',
  succeeded: (user) => `${user.name} was deleted`,
  failed: serverMessage,
};
