import { isURL, ValidateBy, type ValidationOptions } from 'class-validator';

/** A file this shop stores (what /api/admin/media answers as `path`), without a query or spaces. */
const MEDIA_PATH = /^\/media\/[\w.\-/]+$/;

/** An absolute http(s) address, or a /media path of this shop. */
export function isImageReference(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (MEDIA_PATH.test(value)) return !value.split('/').includes('..');
  return isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_tld: false });
}

export const IsImageReference = (options: ValidationOptions) =>
  ValidateBy({ name: 'isImageReference', validator: { validate: isImageReference } }, options);
