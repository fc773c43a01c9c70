/**
 * What an audit event never holds in clear. Secrets (a field named like a password, token, key or hash)
 * read `[secret]`; personal data (customers' and staff's names, addresses, phone numbers, what they
 * wrote, and staff's notes on it, which may repeat it) reads `[personal data]`. The trail says that
 * such a field changed, and who changed it, never to what: erasing a person (GDPR art. 17) then has
 * nothing to find in it.
 */
const SECRET_FIELD = /password|secret|token|hash|privatekey|recovery|totp/i;

/** Fields holding personal data, on whichever record they are. */
const PERSONAL_FIELDS = new Set([
  'email',
  'provenEmail',
  'username',
  'firstName',
  'lastName',
  'fullName',
  'phone',
  'phoneNumber',
  'city',
  'state',
  'message',
  'additionalDetails',
  'notes',
  'adminNotes',
  'videoLink',
  'customerName',
  'customerLocation',
  'customerImage',
  'httpUsername',
  'sftpUsername',
]);

/** Records whose `name` is a person's (a product's or a supplier's name is not). */
const NAMED_AFTER_A_PERSON = new Set(['User']);

export const SECRET_MASK = '[secret]';
export const PERSONAL_MASK = '[personal data]';

/** A field's value as the audit trail may keep it. */
export function maskedValue(record: string, field: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (SECRET_FIELD.test(field)) return SECRET_MASK;
  if (PERSONAL_FIELDS.has(field) || (field === 'name' && NAMED_AFTER_A_PERSON.has(record))) return PERSONAL_MASK;
  return value instanceof Date ? value.toISOString() : value;
}
