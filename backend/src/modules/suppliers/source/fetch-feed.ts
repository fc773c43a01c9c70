import { validateHeaderName, validateHeaderValue } from 'node:http';
import { FeedFetchError } from './feed-fetch-error.js';
import { secretOrigin } from './feed-secrets.js';
import { downloadHttp, downloadHttpHead } from './http-source.js';
import { downloadSftp, type SftpTarget } from './sftp-source.js';

export interface HttpFeedSource {
  kind: 'http';
  url: string;
  auth: 'none' | 'basic' | 'header';
  username?: string;
  password?: string;
  headerName?: string;
  token?: string;
  /** The origin the password or token was entered for (see secretOrigin): they are sent to no other. */
  secretsOrigin?: string | null;
}

export interface SftpFeedSource extends SftpTarget {
  kind: 'sftp';
  /** The origin (`sftp://host:port`) the password or key was entered for: they are sent to no other. */
  secretsOrigin?: string | null;
}

/** Where a supplier's feed is fetched from, secrets opened (in memory only, for the fetch). */
export type FeedSource = HttpFeedSource | SftpFeedSource;

export interface FetchFeedOptions {
  /** FEED_ALLOW_PRIVATE_HOSTS: let feeds reach loopback and private networks (tests, a supplier on the LAN). */
  allowPrivateHosts: boolean;
  /** The whole download. */
  timeoutMs?: number;
  /** Longest silence of the server (connecting, waiting, between two chunks). */
  idleTimeoutMs?: number;
  maxBytes?: number;
}

/** A large feed (100,000 rows is 30–60 MB) over a slow link still fits; a hung server is left within a minute. */
export const FETCH_DEFAULTS = { timeoutMs: 15 * 60_000, idleTimeoutMs: 60_000, maxBytes: 512 * 1024 * 1024 };

/** What was fetched: the bytes written, and for SFTP the server's host key fingerprint (`SHA256:…`). */
export interface FetchedFeed {
  bytes: number;
  hostKey?: string;
}

/** A preview reads this much of the file at most (the header and the first rows fit many times over). */
export const PREVIEW_HEAD_BYTES = 256 * 1024;
/** A preview that takes longer than this is given up. */
const PREVIEW_TIMEOUT_MS = 60_000;

/** Downloads the feed to `destination` (a file path), streaming. Throws FeedFetchError with a reason for staff. */
export async function fetchFeed(
  source: FeedSource,
  destination: string,
  options: FetchFeedOptions,
): Promise<FetchedFeed> {
  const limits = {
    allowPrivateHosts: options.allowPrivateHosts,
    timeoutMs: options.timeoutMs ?? FETCH_DEFAULTS.timeoutMs,
    idleTimeoutMs: options.idleTimeoutMs ?? FETCH_DEFAULTS.idleTimeoutMs,
    maxBytes: options.maxBytes ?? FETCH_DEFAULTS.maxBytes,
  };
  checkSecretsOrigin(source);
  if (source.kind === 'sftp') return downloadSftp(source, destination, limits);
  return { bytes: await downloadHttp(checkedUrl(source), credentialHeaders(source), destination, limits) };
}

/**
 * For the mapping preview: only the first `headBytes` of the feed (a range request over HTTP, else the
 * download stopped there; the first bytes of an SFTP file), cut after the last whole line. The same
 * guards as a run: private hosts, secrets' origin, the SFTP host key (pinned by a first preview too).
 */
export async function fetchFeedHead(
  source: FeedSource,
  destination: string,
  options: FetchFeedOptions & { headBytes?: number },
): Promise<FetchedFeed> {
  const headBytes = options.headBytes ?? PREVIEW_HEAD_BYTES;
  const limits = {
    allowPrivateHosts: options.allowPrivateHosts,
    timeoutMs: options.timeoutMs ?? PREVIEW_TIMEOUT_MS,
    idleTimeoutMs: options.idleTimeoutMs ?? FETCH_DEFAULTS.idleTimeoutMs,
    maxBytes: headBytes,
  };
  checkSecretsOrigin(source);
  if (source.kind === 'sftp') return downloadSftp(source, destination, limits, headBytes);
  const headers = credentialHeaders(source);
  return { bytes: await downloadHttpHead(checkedUrl(source), headers, destination, limits, headBytes) };
}

function checkedUrl(source: HttpFeedSource): string {
  if (!URL.canParse(source.url) || !/^https?:$/.test(new URL(source.url).protocol))
    throw new FeedFetchError('bad-source', 'The feed address must be an http:// or https:// URL.');
  return source.url;
}

/**
 * Defence in depth behind the save's rule (a changed scheme, host or port drops the saved secrets): a
 * password, token or key is sent only to the origin it was entered for, so plain http never carries
 * one entered for https. The reason names origins only, never a secret.
 */
function checkSecretsOrigin(source: FeedSource): void {
  const secrets =
    source.kind === 'http'
      ? [source.auth === 'basic' && source.password, source.auth === 'header' && source.token]
      : [source.password, source.privateKey];
  if (!secrets.some(Boolean)) return;
  const origin = secretOrigin(source);
  if (!source.secretsOrigin || origin !== source.secretsOrigin)
    throw new FeedFetchError(
      'other-origin',
      `The saved ${source.kind === 'http' ? 'password or token' : 'password or key'} was entered for ` +
        `${source.secretsOrigin ?? 'another address'}, not for ${origin ?? 'this address'}: it is not sent there. ` +
        'Enter it again for the new address.',
    );
}

function credentialHeaders(source: HttpFeedSource): Record<string, string> {
  if (source.auth === 'basic') {
    // A basic-auth feed without its password (dropped when the address moved) is not asked at all:
    // the request would carry the user name to a host it was not entered for.
    if (!source.password)
      throw new FeedFetchError(
        'auth',
        'No password is saved for this feed address (a saved one is dropped when the address’s scheme, host ' +
          'or port changes): enter it on the supplier’s Source tab.',
      );
    const pair = `${source.username ?? ''}:${source.password}`;
    return { authorization: `Basic ${Buffer.from(pair, 'utf8').toString('base64')}` };
  }
  if (source.auth === 'header') {
    const name = source.headerName ?? '';
    try {
      validateHeaderName(name);
    } catch {
      throw new FeedFetchError('bad-source', `"${name}" is not a valid HTTP header name.`);
    }
    try {
      validateHeaderValue(name, source.token ?? '');
    } catch {
      // The token itself is never quoted.
      throw new FeedFetchError('bad-source', 'The token holds characters that an HTTP header cannot carry.');
    }
    if (!source.token)
      throw new FeedFetchError(
        'auth',
        'No token is saved for this feed address (a saved one is dropped when the address’s scheme, host or ' +
          'port changes): enter it on the supplier’s Source tab.',
      );
    return { [name]: source.token };
  }
  return {};
}
