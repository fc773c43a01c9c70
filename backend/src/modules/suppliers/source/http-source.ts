import { rm } from 'node:fs/promises';
import http, { type IncomingMessage, STATUS_CODES } from 'node:http';
import https from 'node:https';
import { FeedFetchError } from './feed-fetch-error.js';
import { pinnedLookup, resolveCheckedAddresses } from './private-hosts.js';
import {
  cutShort,
  isGzipFile,
  seconds,
  stalled,
  streamHeadToFile,
  streamToFile,
  tooLarge,
  type TransferLimits,
} from './stream-to-file.js';

export interface HttpFetchLimits extends TransferLimits {
  allowPrivateHosts: boolean;
  /** The whole download, from connecting to the last byte. */
  timeoutMs: number;
}

/** Enough for a supplier moving its feed behind a CDN; a loop or a chain longer than that is refused. */
export const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Downloads an HTTP(S) feed to `destination`, streaming. Every hop's host is resolved, checked against
 * private ranges and connected to by the checked address. `headers` (the credentials) go to the feed's
 * own origin only: a redirect elsewhere (a CDN, another host) gets none of them. A gzip answer
 * (Content-Encoding gzip, or a `.gz` / application/gzip file) is decoded as it comes, its decoded bytes
 * held to maxBytes. Throws FeedFetchError; the partial file is removed. Answers the bytes written.
 */
export async function downloadHttp(
  url: string,
  headers: Record<string, string>,
  destination: string,
  limits: HttpFetchLimits,
): Promise<number> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  try {
    const { response, url: answered } = await followRedirects(new URL(url), headers, limits, deadline);
    // For a gzip answer, Content-Length counts the compressed bytes: more than maxBytes of them decode to more.
    const expected = contentLength(response);
    if (expected !== undefined && expected > limits.maxBytes) {
      response.destroy();
      throw tooLarge(limits.maxBytes);
    }
    const { received, written } = await streamToFile(response, destination, limits, isGzipped(response, answered));
    if (expected !== undefined && received !== expected) throw cutShort(received, expected);
    return written;
  } catch (error) {
    await rm(destination, { force: true });
    if (deadline.aborted)
      throw new FeedFetchError('timeout', `The download took longer than ${seconds(limits.timeoutMs)}.`);
    throw describeFailure(error);
  }
}

/**
 * For a preview: only the file's first `headBytes`, asked as a range (`Range: bytes=0-…`, answered 206
 * by servers that can) and, from a server that sends the whole file anyway, read until that many bytes
 * came, then the connection is closed. Cut after the last whole line. Answers the bytes kept.
 */
export async function downloadHttpHead(
  url: string,
  headers: Record<string, string>,
  destination: string,
  limits: HttpFetchLimits,
  headBytes: number,
): Promise<number> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  try {
    const range = { range: `bytes=0-${headBytes - 1}` };
    const { response, url: answered } = await followRedirects(new URL(url), headers, limits, deadline, range);
    const gzip = isGzipped(response, answered);
    return await streamHeadToFile(response, destination, headBytes, limits.idleTimeoutMs, gzip);
  } catch (error) {
    await rm(destination, { force: true });
    if (deadline.aborted)
      throw new FeedFetchError('timeout', `The download took longer than ${seconds(limits.timeoutMs)}.`);
    throw describeFailure(error);
  }
}

async function followRedirects(
  first: URL,
  headers: Record<string, string>,
  limits: HttpFetchLimits,
  signal: AbortSignal,
  everyHop: Record<string, string> = {},
): Promise<{ response: IncomingMessage; url: URL }> {
  let target = first;
  for (let redirects = 0; ; redirects++) {
    const sent = { ...ACCEPT_GZIP, ...everyHop, ...(target.origin === first.origin ? headers : {}) };
    const response = await get(target, sent, limits, signal);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.statusCode!) || !location)
      return { response: refuseFailedStatus(response), url: target };
    response.destroy();
    if (redirects === MAX_REDIRECTS)
      throw new FeedFetchError('http-status', `The supplier's server redirected more than ${MAX_REDIRECTS} times.`);
    target = new URL(location, target);
    if (!['http:', 'https:'].includes(target.protocol))
      throw new FeedFetchError('bad-source', `The supplier's server redirected to a ${target.protocol} address.`);
  }
}

/** One GET, connected to the addresses checked just before; the idle timer covers connecting and the head. */
async function get(
  url: URL,
  headers: Record<string, string>,
  limits: HttpFetchLimits,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const addresses = await resolveCheckedAddresses(url.hostname, limits.allowPrivateHosts);
  return new Promise((resolve, reject) => {
    // agent: false, so no pooled socket (connected to an address checked for another request) is reused.
    const request = (url.protocol === 'https:' ? https : http).get(
      url,
      { headers, agent: false, lookup: pinnedLookup(addresses), signal },
      (response) => {
        request.setTimeout(0); // from here on, streamToFile's idle timer watches the body
        resolve(response);
      },
    );
    request.setTimeout(limits.idleTimeoutMs, () => request.destroy(stalled(limits.idleTimeoutMs)));
    request.on('error', reject);
  });
}

function refuseFailedStatus(response: IncomingMessage): IncomingMessage {
  const status = response.statusCode!;
  if (status >= 200 && status < 300) return response;
  response.destroy(); // its body (an error page) is of no use
  if (status === 401 || status === 403)
    throw new FeedFetchError('unauthorized', `The supplier refused the credentials (HTTP ${status}).`);
  if (status === 404)
    throw new FeedFetchError('not-found', "The supplier's server has no file at this address (HTTP 404).");
  const name = STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : '';
  throw new FeedFetchError('http-status', `The supplier's server answered HTTP ${status}${name}.`);
}

/** A feed compresses well (CSV text, often tenfold): a server that can send it gzipped may. */
const ACCEPT_GZIP = { 'accept-encoding': 'gzip' };

/** Whether the body is gzip: sent compressed (Content-Encoding) or a gzip file (by its type or name). */
function isGzipped(response: IncomingMessage, url: URL): boolean {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  return ['gzip', 'x-gzip'].includes(encoding) || isGzipFile(url.pathname, response.headers['content-type']);
}

function contentLength(response: IncomingMessage): number | undefined {
  const header = response.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}

/** A readable reason for a failure to connect or to get the answer's head, from the error's code only. */
function describeFailure(error: unknown): Error {
  if (error instanceof FeedFetchError) return error;
  const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|EPROTO/.test(code))
    return new FeedFetchError(
      'tls',
      `The secure connection to the supplier failed: its certificate or TLS was refused (${code}).`,
    );
  if (code === 'ETIMEDOUT')
    return new FeedFetchError('timeout', `Connecting to the supplier's server timed out (${code}).`);
  return new FeedFetchError('unreachable', `The supplier's server could not be reached (${code}).`);
}
