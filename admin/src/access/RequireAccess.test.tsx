import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AdminContext, Resource, TestMemoryRouter, defaultI18nProvider, memoryStore } from 'react-admin';
import type { StaffRole } from '@gem-shop/widgets/api';
import { roleAuthProvider } from '../test-support/staffRoles';
import { guardedResource } from './RequireAccess';

const screens = {
  list: () => <p>The list</p>,
  create: () => <p>The create page</p>,
};

/** A resource as App.tsx registers it, opened by its address. */
const open = (role: StaffRole, resource: string, path: string) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={roleAuthProvider(role)} i18nProvider={defaultI18nProvider} store={memoryStore()}>
        <Routes>
          <Route path={`/${resource}/*`} element={<Resource {...guardedResource(resource, screens)} />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('guardedResource: a page the role may not open by its address', () => {
  test.each<[StaffRole, string, string, string]>([
    ['sales', 'products', '/products', 'The list'],
    ['catalogue', 'products', '/products/create', 'The create page'],
    ['owner', 'users', '/users/create', 'The create page'],
  ])('%s opens %s at %s', async (role, resource, path, page) => {
    open(role, resource, path);

    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).not.toBeInTheDocument();
  });

  test.each<[StaffRole, string, string, string]>([
    ['sales', 'products', '/products/create', 'Sales'],
    ['manager', 'users', '/users/create', 'Manager'],
    ['catalogue', 'orders', '/orders', 'Catalogue'],
  ])(
    '%s opening %s at %s: the Not allowed page names the role (%s) and leads to the dashboard',
    async (role, resource, path, label) => {
      open(role, resource, path);

      expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
      expect(await screen.findByText(new RegExp(`Your role \\(${label}\\) cannot open this page`))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
      expect(screen.queryByText(/^The /)).not.toBeInTheDocument();
    },
  );
});
