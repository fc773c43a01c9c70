/**
 * What the console reads of a failed API call, in one place. The API answers every refusal as
 * `{ statusCode, message, errors? }`, `errors` naming fields by their path ('address.city',
 * 'openingHours.saturday.close', 'leadNotifyEmails.1'); react-admin's fetchJson rejects with an
 * HttpError carrying that body, and the console's XHR uploads hand their body over as it came.
 */
export interface ApiError {
  /** The HTTP status; undefined when no answer came (a network failure). */
  status?: number;
  /** The server's own sentence (spec 2 §8: its `error`, else its `message`); undefined when it gave none. */
  message?: string;
  /** The server's per-field messages, by field path; empty when it named no field. */
  fieldErrors: Record<string, string>;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** An answer's body and status (an XHR's parsed response), read the same way as a rejected call. */
export function readErrorBody(body: unknown, status?: number): ApiError {
  const fields = (body as { error?: unknown; message?: unknown; errors?: unknown } | null | undefined) ?? {};
  const errors =
    typeof fields.errors === 'object' && fields.errors !== null ? (fields.errors as Record<string, unknown>) : {};
  return {
    status,
    message: text(fields.error) ?? text(fields.message),
    fieldErrors: Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  };
}

/**
 * A rejected call (react-admin's HttpError, or anything carrying the answer's `body` and `status`) as
 * the console reads it; a network failure or a plain Error gives neither a message nor field errors.
 */
export function readApiError(error: unknown): ApiError {
  if (typeof error !== 'object' || error === null || !('body' in error)) return { fieldErrors: {} };
  const { body, status } = error as { body?: unknown; status?: unknown };
  return readErrorBody(body, typeof status === 'number' ? status : undefined);
}

/** Whether the refusal named fields (react-admin then marks them and toasts the form's own message). */
export const hasFieldErrors = (error: unknown) => Object.keys(readApiError(error).fieldErrors).length > 0;
