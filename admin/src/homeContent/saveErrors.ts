import { HttpError } from 'react-admin';
import type { FieldErrors, FormValues } from './types';

type ErrorBody = { message?: unknown; errors?: Record<string, unknown> } | undefined;

const bodyOf = (error: unknown): ErrorBody => (error instanceof HttpError ? (error.body as ErrorBody) : undefined);

/** The server's sentence for a refused save, or undefined (a network failure, an empty answer). */
export function serverMessage(error: unknown): string | undefined {
  const message = bodyOf(error)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The server's per-field messages (house error shape), to show under the fields they name. */
export function serverFieldErrors<V extends FormValues>(error: unknown): FieldErrors<V> {
  const errors = bodyOf(error)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).filter(([, text]) => typeof text === 'string')) as FieldErrors<V>;
}
