import { createApiClient, type components } from '@gem-shop/widgets/api';
import { api } from '../apiClient';

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

function unwrap<T>({ data, error, response }: { data?: T; error?: unknown; response: Response }): T {
  if (data !== undefined) return data;
  throw isApiError(error)
    ? new ApiRequestError(response.status, error.message, error.errors)
    : new ApiRequestError(response.status, '');
}

const dataOf = async <T>(call: Promise<{ data?: T; error?: unknown; response: Response }>) => unwrap(await call);

/** The server's message for a failed call, else `fallback` (network failures have none). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError ? error.fieldErrors : {};
}

export const loginCustomer = (body: LoginRequest) => dataOf(api.POST('/api/auth/login', { body }));

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

export const registerCustomer = (body: RegisterRequest) => dataOf(api.POST('/api/auth/register', { body }));

export const updateMyProfile = async (body: ProfileUpdate) => (await dataOf(api.PATCH('/api/auth/me', { body }))).user;

export type MyRequests = Schemas['CustomerRequestsDto'];

/**
 * The signed-in customer's order requests, appointments and messages, newest first, and whether their
 * address is confirmed (until it is, those sent without signing in are not listed).
 */
export const fetchMyRequests = async (): Promise<MyRequests> => dataOf(api.GET('/api/account/requests'));

/** E-mails the signed-in customer a link that confirms their address; answers the server's words. */
export const sendEmailProof = async () => (await dataOf(api.POST('/api/account/email-proof'))).message;

/** Confirms the signed-in customer's address with the link's token; answers the server's words. */
export const confirmEmailProof = async (token: string) =>
  (await dataOf(api.POST('/api/account/email-proof/confirm', { body: { token } }))).message;

export const requestPasswordReset = async (email: string) =>
  (await dataOf(api.POST('/api/auth/forgot-password', { body: { email } }))).message;

export const resetPassword = async (token: string, password: string) =>
  (await dataOf(api.POST('/api/auth/reset-password', { body: { token, password } }))).message;

/** 'invalid' when the server refuses the link; other failures (network, 5xx) throw. */
export async function checkResetToken(token: string): Promise<'valid' | 'invalid'> {
  const { data, response } = await api.GET('/api/auth/verify-reset-token/{token}', {
    params: { path: { token } },
  });
  if (data?.valid) return 'valid';
  if (response.ok || response.status === 400 || response.status === 404) return 'invalid';
  throw new ApiRequestError(response.status, '');
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
