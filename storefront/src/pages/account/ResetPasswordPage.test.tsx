import { beforeEach, describe, expect, test } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '../../test/mockApi';
import { jsonResponse, renderLoadedRoute } from '../../test/renderApp';

beforeEach(() => localStorage.clear());

const TOKEN = 'a1b2c3d4e5f6a7b8c9d0e1f2';
const INVALID = 'The password reset link is invalid or has expired.';
const DONE = 'Your password has been reset. You can now sign in.';

function choosePassword(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('/reset-password/:token', () => {
  test('verifying, then invalid with a link to ask for a new one', async () => {
    mockApi({
      [`GET /api/auth/verify-reset-token/${TOKEN}`]: () => jsonResponse({ statusCode: 400, message: INVALID }, 400),
    });
    await renderLoadedRoute(`/reset-password/${TOKEN}`);

    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Verifying your reset link...');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  test('verifying, then the form; a mismatch is refused; then complete with Go to Login', async () => {
    const api = mockApi({
      [`GET /api/auth/verify-reset-token/${TOKEN}`]: () => jsonResponse({ valid: true }),
      'POST /api/auth/reset-password': () => jsonResponse({ message: DONE }),
    });
    const { router } = await renderLoadedRoute(`/reset-password/${TOKEN}`);

    expect(screen.getByText('Verifying your reset link...')).toBeInTheDocument();
    await screen.findByLabelText('New Password');

    choosePassword('new-secret', 'new-secreT');
    const confirmation = screen.getByLabelText('Confirm Password');
    expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
    expect(confirmation).toHaveFocus();
    expect(api.requestsTo('POST /api/auth/reset-password')).toHaveLength(0);

    choosePassword('new-secret', 'new-secret');
    expect(await screen.findByRole('heading', { level: 2, name: 'Password reset successful' })).toHaveFocus();
    expect(screen.getByText(DONE)).toBeInTheDocument();
    expect(
      within(screen.getByRole('status', { name: 'Notifications' })).getByText('Password reset successful'),
    ).toBeInTheDocument();
    expect(await api.requestsTo('POST /api/auth/reset-password')[0].json()).toEqual({
      token: TOKEN,
      password: 'new-secret',
    });

    fireEvent.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('a new password shorter than 6 characters is refused', async () => {
    mockApi({ [`GET /api/auth/verify-reset-token/${TOKEN}`]: () => jsonResponse({ valid: true }) });
    await renderLoadedRoute(`/reset-password/${TOKEN}`);
    await screen.findByLabelText('New Password');
    choosePassword('abc', 'abc');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'At least 6 characters Password must be at least 6 characters',
    );
  });

  test('a link the server refuses on submit (used meanwhile) turns into the invalid state', async () => {
    mockApi({
      [`GET /api/auth/verify-reset-token/${TOKEN}`]: () => jsonResponse({ valid: true }),
      'POST /api/auth/reset-password': () => jsonResponse({ statusCode: 400, message: INVALID }, 400),
    });
    await renderLoadedRoute(`/reset-password/${TOKEN}`);
    await screen.findByLabelText('New Password');
    choosePassword('new-secret', 'new-secret');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toBeInTheDocument();
  });
});
