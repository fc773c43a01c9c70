/**
 * `Content-Disposition` of a download, for any file name (RFC 6266 with RFC 5987's `filename*`): an ASCII
 * `filename="…"` for old clients (other characters become `_`, quotes and backslashes too) and
 * `filename*=UTF-8''…` with the name percent-encoded. Node refuses a header value outside Latin-1
 * ('stones – May.csv' answered 500); this one is always plain ASCII. Every download goes through here.
 */
export function contentDisposition(fileName?: string, type: 'attachment' | 'inline' = 'attachment'): string {
  if (!fileName) return type;
  const name =
    fileName
      .replace(/[\u0000-\u001f\u007f]/g, '')
      // A lone surrogate cannot be percent-encoded (encodeURIComponent throws).
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
      .trim() || 'download';
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sets the download's `Content-Disposition` (and the type, when given). */
export function setAttachment(
  response: { setHeader(name: string, value: string): unknown },
  fileName: string,
  contentType?: string,
): void {
  if (contentType) response.setHeader('Content-Type', contentType);
  response.setHeader('Content-Disposition', contentDisposition(fileName));
}
