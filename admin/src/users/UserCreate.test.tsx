import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  defaultI18nProvider,
  memoryStore,
} from 'react-admin';
import { dataProvider } from '../dataProvider';
import { select } from '../test-support/renderScreen';
import UserCreate from './UserCreate';

const fetchMock = jest.fn<typeof fetch>();
let location: { pathname: string; search: string };

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

const renderCreate = () =>
  render(
    <TestMemoryRouter initialEntries={['/users/create']} locationCallback={(current) => (location = current)}>
      <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="users">
          <UserCreate />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );

// Labels end with a required-field asterisk; anchoring keeps 'Password' from matching 'Confirm Password'.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
};

const valid = {
  'Full Name': 'Bo Reyes',
  Email: 'bo@shop.test',
  Password: 'long-enough',
  'Confirm Password': 'long-enough',
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Staff' }));

const chooseRole = async (name: string) => {
  fireEvent.mouseDown(select('Role'));
  fireEvent.click(await screen.findByRole('option', { name }));
};

describe('UserCreate', () => {
  test("is the spec's 'Create Admin Account' form, for any member of staff, with their role", () => {
    renderCreate();

    expect(screen.getByRole('heading', { name: 'Create Staff Account' })).toBeInTheDocument();
    for (const label of Object.keys(valid)) expect(field(label)).toBeInTheDocument();
    expect(select('Role')).toBeInTheDocument();
  });

  test('offers the four roles, strongest first', async () => {
    renderCreate();

    fireEvent.mouseDown(select('Role'));

    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent).filter(Boolean)).toEqual([
      'Owner',
      'Manager',
      'Sales',
      'Catalogue',
    ]);
  });

  test('no role chosen: Choose a role, and nothing is sent', async () => {
    renderCreate();
    fill(valid);

    submit();

    expect(await screen.findByText('Choose a role')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('an empty field: All fields are required, and nothing is sent', async () => {
    renderCreate();
    fill({ ...valid, Email: '' });

    submit();

    expect(await screen.findByText('All fields are required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('an empty form: every field says so', async () => {
    renderCreate();

    submit();

    expect(await screen.findAllByText('All fields are required')).toHaveLength(4);
    expect(screen.getByText('Choose a role')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('different passwords: Passwords do not match, and nothing is sent', async () => {
    renderCreate();
    fill({ ...valid, 'Confirm Password': 'long-enougH' });

    submit();

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a short password is refused before sending', async () => {
    renderCreate();
    fill({ ...valid, Password: 'short', 'Confirm Password': 'short' });

    submit();

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a valid form posts the five fields, reads Creating... meanwhile, then says so and shows the whole list', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCreate();
    fill(valid);
    await chooseRole('Sales');

    submit();

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/users');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Bo Reyes',
      email: 'bo@shop.test',
      role: 'sales',
      password: 'long-enough',
      confirmPassword: 'long-enough',
    });

    answer(Response.json({ id: 'a-2', name: 'Bo Reyes', email: 'bo@shop.test', role: 'sales' }, { status: 201 }));

    expect(await screen.findByText('Staff account created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/users'));
    expect(new URLSearchParams(location.search).get('filter')).toBe('{}');
  });

  test("the server's refusal stays on the form as a banner", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ statusCode: 409, message: 'An account with this email already exists' }, { status: 409 }),
    );
    renderCreate();
    fill(valid);
    await chooseRole('Owner');

    submit();

    const banner = await screen.findByText('An account with this email already exists');
    expect(banner.closest('form')).not.toBeNull();
    expect(location.pathname).toBe('/users/create');
  });

  test("the server's per-field messages appear on their fields", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          statusCode: 400,
          message: 'Password must be at least 8 characters',
          errors: { password: 'Password must be at least 8 characters' },
        },
        { status: 400 },
      ),
    );
    renderCreate();
    fill(valid);
    await chooseRole('Catalogue');

    submit();

    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription('Password must be at least 8 characters'),
    );
  });
});
