import { describe, expect, test } from '@jest/globals';
import type { StaffRole } from '@gem-shop/widgets/api';
import { permissionsOf } from '../test-support/staffRoles';
import { accessOfPath, allows, type ScreenAccess } from './screenPermissions';

const may = (role: StaffRole, resource: string, action: ScreenAccess['action']) =>
  allows(permissionsOf(role), { resource, action });

describe('allows: what each role may open or use, from the permissions the server gives it', () => {
  test.each([
    // [resource, action, owner, manager, sales, catalogue]
    ['dashboard', 'list', true, true, true, true],
    ['products', 'list', true, true, true, true],
    ['products', 'create', true, true, false, true],
    ['products', 'edit', true, true, false, true],
    ['products', 'delete', true, true, false, true],
    ['products', 'costs', true, true, false, true],
    ['imports', 'create', true, true, false, true],
    ['suppliers', 'edit', true, true, false, true],
    ['suppliers', 'secrets', true, false, false, false],
    ['default-markup', 'edit', true, true, false, true],
    ['featured-images', 'list', true, true, false, true],
    ['legal-pages', 'edit', true, true, false, true],
    ['reviews', 'list', true, true, true, false],
    ['orders', 'list', true, true, true, false],
    ['leads', 'list', true, true, true, false],
    ['users', 'list', true, true, true, false],
    ['users', 'create', true, false, false, false],
    ['users', 'staff', true, false, false, false],
    ['settings', 'edit', true, true, false, false],
    ['queues', 'show', true, true, false, false],
  ] as const)('%s %s: Owner %s, Manager %s, Sales %s, Catalogue %s', (resource, action, ...expected) => {
    const roles: StaffRole[] = ['owner', 'manager', 'sales', 'catalogue'];
    expect(roles.map((role) => may(role, resource, action))).toEqual(expected);
  });

  test('refuses a screen the console does not know, and an action a screen does not name', () => {
    expect(may('owner', 'somewhere', 'list')).toBe(false);
    expect(may('owner', 'products', 'secrets')).toBe(false);
  });
});

describe('accessOfPath: the screen a console address opens', () => {
  test.each([
    ['/', { resource: 'dashboard', action: 'list' }],
    ['/products', { resource: 'products', action: 'list' }],
    ['/products/create', { resource: 'products', action: 'create' }],
    ['/suppliers/s-1', { resource: 'suppliers', action: 'list' }],
    ['/orders?filter={}', { resource: 'orders', action: 'list' }],
    ['/default-markup', { resource: 'default-markup', action: 'list' }],
  ])('%s', (path, access) => {
    expect(accessOfPath(path)).toEqual(access);
  });
});
