/** The account forms' calls (sign-in, registration, profile, requests, address proof, password reset). */
import type { components } from '@gem-shop/widgets/api';
import { api } from '../apiClient';
import { ApiRequestError, unwrap, type LoginRequest, type ProfileUpdate, type RegisterRequest } from './api';

type Schemas = components['schemas'];

const dataOf = async <T>(call: Promise<{ data?: T; error?: unknown; response: Response }>) => unwrap(await call);

export const loginCustomer = (body: LoginRequest) => dataOf(api.POST('/api/auth/login', { body }));

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
