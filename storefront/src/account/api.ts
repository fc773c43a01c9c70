import { createApiClient, type components } from '@gem-shop/widgets/api';

type Schemas = components['schemas'];
export type User = Schemas['UserDto'];
export type AdminProfile = Schemas['AdminProfileDto'];
export type AuthSession = Schemas['SessionDto'];
export type LoginRequest = Schemas['LoginDto'];
export type RegisterRequest = Schemas['RegisterDto'];
export type ProfileUpdate = Schemas['UpdateProfileDto'];
export type CustomerRequest = Schemas['CustomerRequestDto'];
export type CustomerRequestStatus = Schemas['CustomerRequestStatus'];
type ApiError = Schemas['ApiError'];

/*
 * What every page needs of accounts: the session's start-up check and sign-out, and the error type of the
 * account calls. The forms' calls (sign-in, registration, reset, requests) are in accountCalls.ts, which
 * loads with the account pages.
 */

/** An error answer of the API: its message and per-field messages, for the forms. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && typeof (body as ApiError).message === 'string';
}

/** An answer's data, or its error as an ApiRequestError. */
export function unwrap<T>({ data, error, response }: { data?: T; error?: unknown; response: Response }): T {
  if (data !== undefined) return data;
  throw isApiError(error)
    ? new ApiRequestError(response.status, error.message, error.errors)
    : new ApiRequestError(response.status, '');
}

/** The server's message for a failed call, else `fallback` (network failures have none). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError ? error.fieldErrors : {};
}

/**
 * Ends these tokens' sessions on the server (POST /api/auth/logout takes any account's token), so a
 * copy of a token stops working too. Best effort: it never throws, and signing out in the browser
 * does not wait for it or depend on it.
 */
export async function endServerSessions(tokens: string[]): Promise<void> {
  const signOut = (token: string) =>
    new Request(new URL('/api/auth/logout', window.location.href), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
  await Promise.all(tokens.map((token) => fetch(signOut(token)).catch(() => undefined)));
}

// The start-up check (spec 2 §4) tries one stored token at a time, not the preferred one, and a
// refusal there only drops that token: these two calls use a plain client, without the middleware.
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const isRefusal = (status: number) => status === 401 || status === 403;

/** The admin behind `token`, or null when the server refuses it; other failures throw. */
export async function fetchAdminProfile(token: string): Promise<AdminProfile | null> {
  const answer = await createApiClient('').GET('/api/admin/profile', { headers: bearer(token) });
  return isRefusal(answer.response.status) ? null : unwrap(answer);
}

/** The customer behind `token`, or null when the server refuses it; other failures throw. */
export async function fetchCustomerProfile(token: string): Promise<User | null> {
  const answer = await createApiClient('').GET('/api/auth/me', { headers: bearer(token) });
  return isRefusal(answer.response.status) ? null : unwrap(answer).user;
}
