import { beforeEach, describe, expect, test } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '../../test/mockApi';
import { jsonResponse, renderLoadedRoute } from '../../test/renderApp';

beforeEach(() => localStorage.clear());

const SENT = 'If an account exists for that email, we have sent a password reset link.';

const sendLink = () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

describe('/forgot-password', () => {
  test('an empty address is refused with the spec message', async () => {
    const api = mockApi({});
    await renderLoadedRoute('/forgot-password');
    sendLink();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    // Only the page's own reads (the shop's details for header and footer) went out: no form was sent.
    expect(api.requests().filter((request) => request.method !== 'GET')).toEqual([]);
  });

  test("after sending, the 'sent' state shows the server's message; 'try again' returns to the form", async () => {
    const api = mockApi({ 'POST /api/auth/forgot-password': () => jsonResponse({ message: SENT }) });
    await renderLoadedRoute('/forgot-password');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    sendLink();

    const heading = await screen.findByRole('heading', { level: 2, name: 'Check your inbox' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(SENT)).toBeInTheDocument();
    expect(
      within(screen.getByRole('status', { name: 'Notifications' })).getByText(
        'Password reset email sent. Please check your inbox.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(await api.requestsTo('POST /api/auth/forgot-password')[0].json()).toEqual({ email: 'ada@example.com' });

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  test('a refusal (too many requests) is shown as a banner', async () => {
    const message = 'Too many password reset requests. Please try again in 15 minutes.';
    mockApi({ 'POST /api/auth/forgot-password': () => jsonResponse({ statusCode: 429, message }, 429) });
    await renderLoadedRoute('/forgot-password');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    sendLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
