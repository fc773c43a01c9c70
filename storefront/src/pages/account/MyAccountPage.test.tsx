import { beforeEach, describe, expect, test } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { ADMIN_TOKEN_KEY, CUSTOMER_TOKEN_KEY, admin, customer } from '../../test/accountFixtures';
import { mockApi } from '../../test/mockApi';
import { jsonResponse, renderRoute } from '../../test/renderApp';

beforeEach(() => localStorage.clear());

/** The profile's facts as 'term: value' lines. */
function profileFacts() {
  return Array.from(document.querySelectorAll('.profile__fact')).map(
    (fact) => `${fact.querySelector('dt')!.textContent}: ${fact.querySelector('dd')!.textContent}`,
  );
}

function signedInCustomer(routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem(CUSTOMER_TOKEN_KEY, 'customer-jwt');
  return mockApi({ 'GET /api/auth/me': () => jsonResponse({ user: customer }), ...routes });
}

describe('/my-account', () => {
  test("shows the customer's profile", async () => {
    signedInCustomer();
    renderRoute('/my-account');

    expect(await screen.findByText('Welcome back, Ada.')).toBeInTheDocument();
    expect(profileFacts()).toEqual([
      'Name: Ada Lovelace',
      'Username: ada.l',
      'Email: ada@example.com',
      'Phone: +44 20 7946 0000',
      'Member since: March 5, 2025',
    ]);
    expect(document.title).toBe('My Account | Lumen Jewelers');
  });

  test('edits first name, last name and phone', async () => {
    const updated = { ...customer, firstName: 'Augusta', name: 'Augusta Lovelace', phoneNumber: '+44 20 7946 0999' };
    const api = signedInCustomer({ 'PATCH /api/auth/me': () => jsonResponse({ user: updated }) });
    renderRoute('/my-account');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Details' }));
    const firstName = screen.getByLabelText('First Name');
    expect(firstName).toHaveValue('Ada');
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    fireEvent.change(firstName, { target: { value: 'Augusta ' } });
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '+44 20 7946 0999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Augusta Lovelace')).toBeInTheDocument();
    expect(profileFacts()).toContain('Phone: +44 20 7946 0999');
    expect(screen.getByRole('button', { name: 'Edit Details' })).toHaveFocus();
    expect(
      within(screen.getByRole('status', { name: 'Notifications' })).getByText('Your details have been saved.'),
    ).toBeInTheDocument();
    const [patch] = api.requestsTo('PATCH /api/auth/me');
    expect(patch.headers.get('Authorization')).toBe('Bearer customer-jwt');
    expect(await patch.json()).toEqual({ firstName: 'Augusta', lastName: 'Lovelace', phoneNumber: '+44 20 7946 0999' });
  });

  test('an invalid phone number is refused next to the field', async () => {
    const api = signedInCustomer();
    renderRoute('/my-account');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Details' }));
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
    expect(api.requestsTo('PATCH /api/auth/me')).toHaveLength(0);
  });

  test('a member of staff sees their name and a way to the console', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    mockApi({ 'GET /api/admin/profile': () => jsonResponse(admin) });
    renderRoute('/my-account');

    expect(await screen.findByText('You are signed in with a staff account.')).toBeInTheDocument();
    expect(profileFacts()).toEqual(['Name: Demo Admin', 'Email: admin@lumenjewelers.example']);
    expect(screen.getByRole('link', { name: 'Open the Staff Console' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
