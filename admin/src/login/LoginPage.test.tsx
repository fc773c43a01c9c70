import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, TestMemoryRouter, defaultI18nProvider, memoryStore } from 'react-admin';
import { authProvider } from '../authProvider';
import { LoginPage } from './LoginPage';

const renderLogin = () =>
  render(
    <TestMemoryRouter initialEntries={['/login']}>
      <AdminContext authProvider={authProvider} i18nProvider={defaultI18nProvider} store={memoryStore()}>
        <LoginPage />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );

const answerLogin = (status: number, body: unknown) => {
  globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(Response.json(body, { status }));
};

const signIn = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

beforeEach(() => localStorage.clear());

describe('LoginPage', () => {
  test('is branded and links back to the customer login', () => {
    renderLogin();

    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /customer login/ })).toHaveAttribute('href', '/login');
  });

  test('asks for both fields before calling the server', async () => {
    globalThis.fetch = jest.fn<typeof fetch>();
    renderLogin();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  test.each([
    [401, 'Invalid email or password'],
    [403, 'Not authorized as admin'],
    [429, 'Too many sign-in attempts. Please try again in 15 minutes.'],
  ])("a %i shows the server's message as a banner and a toast", async (status, message) => {
    answerLogin(status, { statusCode: status, message });
    renderLogin();

    signIn('ada@shop.test', 'secret');

    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(localStorage.getItem('shop.adminToken')).toBeNull();
  });

  test("an admin's credentials sign in and say so", async () => {
    answerLogin(200, {
      id: 'a-1',
      _id: 'a-1',
      name: 'Ada Stone',
      email: 'ada@shop.test',
      isAdmin: true,
      token: 'jwt-1',
    });
    renderLogin();

    signIn('ada@shop.test', 'secret');

    expect(await screen.findByText('Admin login successful!')).toBeInTheDocument();
    expect(localStorage.getItem('shop.adminToken')).toBe('jwt-1');
  });
});
