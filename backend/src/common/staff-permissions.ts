import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

/**
 * Who works behind the counter (issue 33). Every staff account has exactly one role; customers have
 * none. The values are stored in `users.role` beside `customer`.
 */
export enum StaffRole {
  Owner = 'owner',
  Manager = 'manager',
  Sales = 'sales',
  Catalogue = 'catalogue',
}

/** Strongest first: the order the console lists the roles in. */
export const STAFF_ROLES: readonly StaffRole[] = [
  StaffRole.Owner,
  StaffRole.Manager,
  StaffRole.Sales,
  StaffRole.Catalogue,
];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  [StaffRole.Owner]: 'Owner',
  [StaffRole.Manager]: 'Manager',
  [StaffRole.Sales]: 'Sales',
  [StaffRole.Catalogue]: 'Catalogue',
};

/**
 * What a staff operation needs. Each staff route declares exactly one (`@Requires`), which the access
 * guard checks against the caller's role and openapi.json shows as `x-permissions`.
 */
export enum Permission {
  Console = 'console:use',
  CatalogueRead = 'catalogue:read',
  CatalogueWrite = 'catalogue:write',
  CatalogueCosts = 'catalogue:costs',
  Suppliers = 'suppliers:manage',
  SupplierSecrets = 'suppliers:secrets',
  Markup = 'markup:manage',
  Content = 'content:manage',
  Reviews = 'reviews:manage',
  Leads = 'leads:manage',
  Customers = 'customers:manage',
  Staff = 'staff:manage',
  Settings = 'settings:manage',
  Queues = 'queues:manage',
  Audit = 'audit:read',
  Privacy = 'privacy:manage',
}

/** What each permission covers, in the README's table. */
export const PERMISSION_SCOPES: Record<Permission, string> = {
  [Permission.Console]:
    'Signing in and out, one’s own profile, the dashboard (its sections follow the other permissions)',
  [Permission.CatalogueRead]: 'Reading products and their history',
  [Permission.CatalogueWrite]: 'Adding, changing and deleting products, media uploads, bulk uploads',
  [Permission.CatalogueCosts]: 'A product’s supplier, cost, margin, offers and their prices',
  [Permission.Suppliers]: 'Supplier feeds and their runs, without their secrets',
  [Permission.SupplierSecrets]: 'Supplier passwords, tokens, private keys and SFTP host keys',
  [Permission.Markup]: 'The default markup, its preview and repricing',
  [Permission.Content]: 'Featured images, shop categories, legal pages',
  [Permission.Reviews]: 'Customer reviews',
  [Permission.Leads]: 'Orders, appointments and messages, and where they came from',
  [Permission.Customers]: 'Customers’ accounts',
  [Permission.Staff]: 'Staff accounts and their roles',
  [Permission.Settings]: 'The shop’s settings',
  [Permission.Queues]: 'The queue dashboard (jobs and their failures)',
  [Permission.Audit]: 'The audit trail of every staff change, and its export',
  [Permission.Privacy]:
    'A person’s data on request: finding, exporting and erasing it; the retention of guest requests',
};

const EVERY_PERMISSION = Object.values(Permission);

/** The one table of who may do what (the README's role × permission table is held to it by a test). */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  [StaffRole.Owner]: EVERY_PERMISSION,
  [StaffRole.Manager]: EVERY_PERMISSION.filter((p) => p !== Permission.Staff && p !== Permission.SupplierSecrets),
  [StaffRole.Sales]: [
    Permission.Console,
    Permission.CatalogueRead,
    Permission.Reviews,
    Permission.Leads,
    Permission.Customers,
  ],
  [StaffRole.Catalogue]: [
    Permission.Console,
    Permission.CatalogueRead,
    Permission.CatalogueWrite,
    Permission.CatalogueCosts,
    Permission.Suppliers,
    Permission.Markup,
    Permission.Content,
  ],
};

export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  STAFF_ROLES.includes(role as StaffRole);

/** Whether an account with this role (a customer's included: never) may do what the permission covers. */
export function mayDo(role: string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles holding a permission, strongest first. */
export const rolesWith = (permission: Permission): StaffRole[] =>
  STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));

export const REQUIRED_PERMISSION = 'access:permission';
export const PERMISSIONS_EXTENSION = 'x-permissions';

/**
 * The permission a staff operation needs; on a controller, the default of its routes (a route's own
 * declaration wins). Shown in openapi.json as `x-permissions` (and in the operation's description).
 */
export const Requires = (permission: Permission) =>
  applyDecorators(SetMetadata(REQUIRED_PERMISSION, permission), ApiExtension(PERMISSIONS_EXTENSION, [permission]));

export const RESTRICTED_FIELDS = 'access:restricted-fields';
export const RESTRICTED_FIELDS_EXTENSION = 'x-restricted-fields';

export interface RestrictedFields {
  permission: Permission;
  /** Left out of the answer (each record of a list), and refused as a sort or filter key. */
  fields: readonly string[];
}

/**
 * Fields of a staff answer only some roles see: without the permission they are left out of the
 * answer and refused as a list's sort or filter key (so an order cannot reveal what a field hides).
 */
export const RestrictFields = (restriction: RestrictedFields) =>
  applyDecorators(
    SetMetadata(RESTRICTED_FIELDS, restriction),
    ApiExtension(RESTRICTED_FIELDS_EXTENSION, { [restriction.permission]: [...restriction.fields] }),
  );
