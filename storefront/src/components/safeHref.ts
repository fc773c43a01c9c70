/**
 * The one gate for a link or media address the storefront writes into a page from data (certificate
 * links, videos, the home page's slide links): an `http(s)://` address or a path of this site (`/…`,
 * never `//host` or `/\host`), else nothing. The server refuses anything else when it is saved
 * (backend/src/common/safe-url.ts); this keeps a page safe from a value that got in some other way
 * (`javascript:`, `data:`, `vbscript:`, entities, tabs or control characters inside).
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function safeHref(value: string | null | undefined): string | undefined {
  if (!value || CONTROL.test(value) || value.includes('\\')) return undefined;
  if (value.startsWith('/')) return value[1] === '/' || /\s/.test(value) ? undefined : value;
  return /^https?:\/\/[^\s/?#@]/i.test(value) ? value : undefined;
}
