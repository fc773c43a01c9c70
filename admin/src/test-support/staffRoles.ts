import { readFileSync } from 'node:fs';
import type { AuthProvider } from 'react-admin';
import { STAFF_ROLES, type components, type Permission, type StaffRole } from '@gem-shop/widgets/api';
import { saveSession } from '../api';
import { roleLabels } from '../access/roles';
import { allows, type ScreenAction } from '../access/screenPermissions';

type StaffProfile = components['schemas']['AdminProfileDto'];

/**
 * Which roles hold each permission, as openapi.json tells them: every staff operation's description names its
 * permission and its roles ('Permission: leads:manage (Owner, Manager, Sales).'). The tests answer each role
 * what the server would, from the server's one table (backend/src/common/staff-permissions.ts), not a copy.
 */
function rolesByPermission(): Map<Permission, StaffRole[]> {
  const openapi = readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8');
  const labels = STAFF_ROLES.map((role) => roleLabels[role]).join('|');
  const mention = new RegExp(`([a-z]+:[a-z]+) \\(((?:${labels})(?:, (?:${labels}))*)\\)`, 'g');
  const byLabel = new Map(STAFF_ROLES.map((role) => [roleLabels[role], role]));
  return new Map(
    Array.from(openapi.matchAll(mention), ([, permission, roles]) => [
      permission as Permission,
      roles.split(', ').map((label) => byLabel.get(label)!),
    ]),
  );
}

const holders = rolesByPermission();

/** What the server answers a member of staff with this role may do (their profile's `permissions`). */
export const permissionsOf = (role: StaffRole): Permission[] =>
  [...holders].filter(([, roles]) => roles.includes(role)).map(([permission]) => permission);

/** GET /api/admin/profile for a member of staff with this role. */
export const staffProfile = (role: StaffRole, name = `${roleLabels[role]} Person`): StaffProfile => ({
  id: `staff-${role}`,
  _id: `staff-${role}`,
  name,
  email: `${role}@shop.test`,
  isAdmin: true,
  role,
  permissions: permissionsOf(role),
});

/** The console as after signing in with this role: the token and the kept profile. */
export function signInAs(role: StaffRole, name?: string) {
  const profile = staffProfile(role, name);
  saveSession('jwt-1', {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    role,
    permissions: profile.permissions,
  });
}

/** A signed-in member of staff with this role, for a screen rendered on its own: the console's own access map. */
export const roleAuthProvider = (role: StaffRole): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: `staff-${role}`, fullName: `${roleLabels[role]} Person`, role }),
  canAccess: async ({ resource, action }) => allows(permissionsOf(role), { resource, action: action as ScreenAction }),
});
