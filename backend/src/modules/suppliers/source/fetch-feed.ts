import { validateHeaderName, validateHeaderValue } from 'node:http';
import { FeedFetchError } from './feed-fetch-error.js';
import { downloadHttp } from './http-source.js';
import { downloadSftp, type SftpTarget } from './sftp-source.js';

export interface HttpFeedSource {
  kind: 'http';
  url: string;
  auth: 'none' | 'basic' | 'header';
  username?: string;
  password?: string;
  headerName?: string;
  token?: string;
}

export interface SftpFeedSource extends SftpTarget {
  kind: 'sftp';
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

/** Downloads the feed to `destination` (a file path), streaming. Throws FeedFetchError with a reason for staff. */
export async function fetchFeed(
  source: FeedSource,
  destination: string,
  options: FetchFeedOptions,
): Promise<{ bytes: number }> {
  const limits = {
    allowPrivateHosts: options.allowPrivateHosts,
    timeoutMs: options.timeoutMs ?? FETCH_DEFAULTS.timeoutMs,
    idleTimeoutMs: options.idleTimeoutMs ?? FETCH_DEFAULTS.idleTimeoutMs,
    maxBytes: options.maxBytes ?? FETCH_DEFAULTS.maxBytes,
  };
  if (source.kind === 'sftp') return { bytes: await downloadSftp(source, destination, limits) };
  if (!URL.canParse(source.url) || !/^https?:$/.test(new URL(source.url).protocol))
    throw new FeedFetchError('bad-source', 'The feed address must be an http:// or https:// URL.');
  return { bytes: await downloadHttp(source.url, credentialHeaders(source), destination, limits) };
}

function credentialHeaders(source: HttpFeedSource): Record<string, string> {
  if (source.auth === 'basic') {
    const pair = `${source.username ?? ''}:${source.password ?? ''}`;
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
    return { [name]: source.token ?? '' };
  }
  return {};
}
