import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, defaultI18nProvider, memoryStore } from 'react-admin';
import { authProvider } from '../authProvider';
import { LoginPage } from './LoginPage';

const renderLogin = () =>
  render(
    <TestMemoryRouter initialEntries={['/login']}>
      <AdminContext authProvider={authProvider} i18nProvider={defaultI18nProvider} store={memoryStore()}>
        <LoginPage />
      </AdminContext>
    </TestMemoryRouter>,
  );

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

  test("shows the server's message when the credentials are refused", async () => {
    globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 401, message: 'Invalid email or password' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderLogin();

    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@shop.test' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});
