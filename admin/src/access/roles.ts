import { STAFF_ROLES, type StaffRole, type UserRole } from '@gem-shop/widgets/api';

/** How the console names each role (the API's values are lower-case words). */
export const roleLabels: Record<UserRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  sales: 'Sales',
  catalogue: 'Catalogue',
  customer: 'Customer',
};

/** The staff roles as select choices, strongest first (the API's order). */
export const staffRoleChoices = STAFF_ROLES.map((role) => ({ id: role, name: roleLabels[role] }));

export const isStaffRole = (role: UserRole): role is StaffRole => (STAFF_ROLES as readonly UserRole[]).includes(role);
