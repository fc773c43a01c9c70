import type { Permission } from '@gem-shop/widgets/api';

/**
 * What the console may ask react-admin's access control (`authProvider.canAccess`): react-admin's own actions,
 * and the parts of a screen some roles do not get.
 */
export type ScreenAction =
  | 'list'
  | 'show'
  | 'create'
  | 'edit'
  | 'delete'
  /** A product's supplier, cost, margin, offers and price history. */
  | 'costs'
  /** A supplier's passwords, token, private key and SFTP host key. */
  | 'secrets'
  /** Staff accounts: listing them, creating one, changing a role. */
  | 'staff';

export interface ScreenAccess {
  /** A react-admin resource, or a screen of the console's own (dashboard, settings, default-markup, queues). */
  resource: string;
  action: ScreenAction;
}

/** One permission for every action of the screen, or one per action (an action not named is refused). */
type ScreenPermissions = Permission | Partial<Record<ScreenAction, Permission>>;

/** react-admin's own actions on a screen, all needing one permission. */
const everyAction = (permission: Permission) => ({
  list: permission,
  show: permission,
  create: permission,
  edit: permission,
  delete: permission,
});

/**
 * The one map from the console's screens to the permission the staff API asks for their calls (openapi.json's
 * `x-permissions`); the server keeps which role holds which permission, and sends the signed-in one's in the
 * profile. A screen missing here is refused to everyone, as the server refuses a route that declares none.
 */
const screenPermissions: Record<string, ScreenPermissions> = {
  dashboard: 'console:use',
  products: {
    ...everyAction('catalogue:write'),
    list: 'catalogue:read',
    show: 'catalogue:read',
    costs: 'catalogue:costs',
  },
  imports: 'catalogue:write',
  suppliers: { ...everyAction('suppliers:manage'), secrets: 'suppliers:secrets' },
  'default-markup': 'markup:manage',
  reviews: 'reviews:manage',
  'featured-images': 'content:manage',
  'shop-categories': 'content:manage',
  'legal-pages': 'content:manage',
  /** The counts of requests waiting for staff (the menu's badges). */
  leads: 'leads:manage',
  orders: 'leads:manage',
  appointments: 'leads:manage',
  contacts: 'leads:manage',
  users: { ...everyAction('customers:manage'), create: 'staff:manage', staff: 'staff:manage' },
  settings: 'settings:manage',
  queues: 'queues:manage',
};

/** The permission a screen's action needs; undefined when the console knows of none (refused). */
export function permissionFor({ resource, action }: ScreenAccess): Permission | undefined {
  const screen = screenPermissions[resource];
  return typeof screen === 'string' ? screen : screen?.[action];
}

/** Whether a role holding `permissions` may do `access`. */
export function allows(permissions: readonly Permission[], access: ScreenAccess): boolean {
  const needed = permissionFor(access);
  return needed !== undefined && permissions.includes(needed);
}

/**
 * The screen a console address opens: its first segment is the resource ('/' the dashboard), 'create' after
 * it the create page, anything else the list (an id opens the list's dialog or the edit page, allowed alike).
 */
export function accessOfPath(path: string): ScreenAccess {
  const [resource = '', second] = path.split('?')[0].split('/').filter(Boolean);
  return { resource: resource || 'dashboard', action: second === 'create' ? 'create' : 'list' };
}
