import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  HttpError,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  defaultI18nProvider,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';
import type { StaffRole } from '@gem-shop/widgets/api';
import { allows, type ScreenAction } from '../access/screenPermissions';
import { permissionsOf } from '../test-support/staffRoles';
import type { User } from './types';
import UserList from './UserList';

const person = (fields: Partial<User> & Pick<User, 'id' | 'name' | 'email'>): User => ({
  _id: fields.id,
  username: null,
  firstName: null,
  lastName: null,
  phoneNumber: null,
  role: 'customer',
  isAdmin: false,
  isDisabled: false,
  createdAt: '2026-01-05T12:00:00.000Z',
  ...fields,
});

const signedInAdmin = person({ id: 'a-1', name: 'Ada Stone', email: 'ada@shop.test', role: 'owner', isAdmin: true });
const otherAdmin = person({ id: 'a-2', name: 'Bo Reyes', email: 'bo@shop.test', role: 'manager', isAdmin: true });
const disabledCustomer = person({
  id: 'c-1',
  name: 'Cy Moss',
  email: 'cy@shop.test',
  username: 'cymoss',
  isDisabled: true,
  createdAt: '2025-11-20T12:00:00.000Z',
});

/** Ada Stone (a-1) signed in with this role. */
const signedInAs = (role: StaffRole): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'a-1', fullName: 'Ada Stone', role }),
  canAccess: async ({ resource, action }) => allows(permissionsOf(role), { resource, action: action as ScreenAction }),
});

const getList = jest.fn<(resource: string, params: GetListParams) => Promise<GetListResult>>();
const update = jest.fn<(resource: string, params: UpdateParams) => Promise<UpdateResult>>();
const deleteUser = jest.fn<(resource: string, params: DeleteParams) => Promise<DeleteResult>>();
// react-admin's methods are generic over the record type; these mocks answer users only.
const dataProvider = testDataProvider({ getList, update, delete: deleteUser } as Partial<DataProvider>);

beforeEach(() => {
  for (const mock of [getList, update, deleteUser]) mock.mockReset();
  getList.mockResolvedValue({ data: [signedInAdmin, otherAdmin, disabledCustomer], total: 3 });
});

const renderList = (role: StaffRole = 'owner') =>
  render(
    <TestMemoryRouter initialEntries={['/users']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={signedInAs(role)}
        i18nProvider={defaultI18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value="users">
          <UserList />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('UserList', () => {
  test('asks for the newest users first, ten a page', async () => {
    renderList();

    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 10 } }),
      ),
    );
  });

  test('shows each user with role and status chips and the US English join date', async () => {
    renderList();

    const cy = within(await rowOf('Cy Moss'));
    expect(cy.getByText('cy@shop.test')).toBeInTheDocument();
    expect(cy.getByText('cymoss')).toBeInTheDocument();
    expect(cy.getByText('Customer')).toBeInTheDocument();
    expect(cy.getByText('Disabled')).toBeInTheDocument();
    expect(cy.getByText('Nov 20, 2025')).toBeInTheDocument();
    expect(await cy.findByRole('button', { name: 'Enable' })).toBeInTheDocument();

    const bo = within(await rowOf('Bo Reyes'));
    expect(bo.getByText('Manager')).toBeInTheDocument();
    expect(bo.getByText('Active')).toBeInTheDocument();
    expect(bo.getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(bo.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  test("offers neither Disable nor Delete on the signed-in admin's own row", async () => {
    renderList();

    const own = within(await rowOf('Ada Stone'));
    expect(await own.findByText('Your account')).toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  test('disabling asks first, then sends only the new status', async () => {
    update.mockResolvedValue({ data: { ...otherAdmin, isDisabled: true } });
    renderList();

    fireEvent.click(await within(await rowOf('Bo Reyes')).findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Bo Reyes?' });
    expect(dialog).toHaveTextContent('They will be signed out at once.');
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('Bo Reyes is disabled')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ id: 'a-2', data: { isDisabled: true }, previousData: otherAdmin }),
    );
  });

  test("deleting asks first and shows the server's refusal", async () => {
    deleteUser.mockRejectedValue(new HttpError('The last Owner cannot be disabled or deleted', 409, {}));
    renderList();

    fireEvent.click(await within(await rowOf('Bo Reyes')).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Bo Reyes?' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The last Owner cannot be disabled or deleted')).toBeInTheDocument();
    expect(deleteUser).toHaveBeenCalledWith('users', expect.objectContaining({ id: 'a-2' }));
  });

  test('the search box asks the server to search', async () => {
    renderList();
    await rowOf('Ada Stone');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search users' }), { target: { value: 'moss' } });

    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { q: 'moss' } })),
    );
  });

  test('the status filter asks the server for disabled users only', async () => {
    renderList();
    await rowOf('Ada Stone');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Disabled' }));

    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { isDisabled: true } })),
    );
  });

  test('says so when nobody matches', async () => {
    getList.mockResolvedValue({ data: [], total: 0 });
    renderList();

    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add Staff' })).toHaveAttribute('href', '/users/create');
  });

  test('an Owner narrows by role: all staff, each role, or customers', async () => {
    renderList();
    await rowOf('Ada Stone');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent).filter((text) => text?.trim())).toEqual([
      'All staff',
      'Owner',
      'Manager',
      'Sales',
      'Catalogue',
      'Customer',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'All staff' }));

    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { role: 'staff' } })),
    );
  });

  test("an Owner changes a member of staff's role: only on other staff's rows, sending only the role", async () => {
    update.mockResolvedValue({ data: { ...otherAdmin, role: 'sales' } });
    renderList();

    const bo = within(await rowOf('Bo Reyes'));
    fireEvent.click(await bo.findByRole('button', { name: 'Change role' }));
    expect(within(await rowOf('Cy Moss')).queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
    expect(within(await rowOf('Ada Stone')).queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();

    const dialog = within(await screen.findByRole('dialog', { name: 'Change Bo Reyes’s role' }));
    expect(dialog.getByRole('button', { name: 'Save role' })).toBeDisabled();
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save role' }));

    expect(await screen.findByText('Bo Reyes is now Sales')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('users', expect.objectContaining({ id: 'a-2', data: { role: 'sales' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test("the server's refusal of a role change stays in the dialog, in its own words", async () => {
    update.mockRejectedValue(
      new HttpError('The last Owner cannot be demoted', 409, {
        statusCode: 409,
        message: 'The last Owner cannot be demoted',
      }),
    );
    getList.mockResolvedValue({ data: [{ ...otherAdmin, role: 'owner' }, signedInAdmin], total: 2 });
    renderList();

    fireEvent.click(await within(await rowOf('Bo Reyes')).findByRole('button', { name: 'Change role' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Bo Reyes’s role' }));
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save role' }));

    expect(await dialog.findByText('The last Owner cannot be demoted')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('a Sales member (customers only): no Add Staff, no role filter, no role changes', async () => {
    getList.mockResolvedValue({ data: [disabledCustomer], total: 1 });
    renderList('sales');

    const cy = within(await rowOf('Cy Moss'));
    expect(await cy.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Staff' })).not.toBeInTheDocument();
    expect(cy.queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
  });
});
