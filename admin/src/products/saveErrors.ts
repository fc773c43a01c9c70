import { HttpError } from 'react-admin';

/** The server's own words for a refused save (spec 2 §8: its `error`, else its message), or undefined. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { error?: unknown; message?: unknown } | undefined;
  return [body?.error, body?.message].find((text): text is string => typeof text === 'string' && text !== '');
}

/** Field errors are shown on the fields, with the form's own toast (react-admin's server validation). */
export const hasFieldErrors = (error: unknown) =>
  error instanceof HttpError && !!(error.body as { errors?: object } | undefined)?.errors;
