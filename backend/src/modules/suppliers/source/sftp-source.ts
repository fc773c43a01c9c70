import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import SftpClient from 'ssh2-sftp-client';
import { FeedFetchError } from './feed-fetch-error.js';
import type { HttpFetchLimits } from './http-source.js';
import { pinnedLookup, resolveCheckedAddresses } from './private-hosts.js';
import {
  cutShort,
  isGzipFile,
  keepWholeLines,
  seconds,
  streamHeadToFile,
  streamToFile,
  tooLarge,
} from './stream-to-file.js';

export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  path: string;
  password?: string;
  privateKey?: string;
  /**
   * The server's pinned host key (`SHA256:…`, as OpenSSH prints it). Null or absent: trust on first
   * use, the key presented is answered for the caller to record. Another key fails the fetch.
   */
  hostKey?: string | null;
  /** Told the key presented: `accepted` false when it was refused for not being the pinned one. */
  onHostKey?: (fingerprint: string, accepted: boolean) => Promise<void>;
}

/** What a download got: the bytes written and the server's host key fingerprint. */
export interface SftpDownload {
  bytes: number;
  hostKey: string;
}

/** The OpenSSH form of a host key's fingerprint: `SHA256:` and the unpadded base64 of its SHA-256. */
export const hostKeyFingerprint = (key: Buffer) =>
  `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/** A fingerprint as staff paste it (OpenSSH's `SHA256:` form). */
export const HOST_KEY_FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}$/;

/** The library's default listeners print to the console; a run reports its own failures. */
const SILENT = { error: () => {}, end: () => {}, close: () => {} };

/**
 * Downloads one remote file over SFTP to `destination`, streaming, and checks that the bytes written
 * are the size the server stated. Throws FeedFetchError; the partial file is removed.
 * The server's host key is checked before any password or key is sent: a pinned key must match
 * (else 'host-key', naming both fingerprints); with none pinned, the key met is answered (and told to
 * onHostKey once signed in) so the caller pins it. `headBytes`: read only the file's first bytes (a
 * preview), up to the last whole line; no size checks. A `.gz` file is decoded as it comes.
 */
export async function downloadSftp(
  target: SftpTarget,
  destination: string,
  limits: HttpFetchLimits,
  headBytes?: number,
): Promise<SftpDownload> {
  const addresses = await resolveCheckedAddresses(target.host, limits.allowPrivateHosts);
  // ssh2 speaks over this socket, connected to the checked addresses only; destroying it at the
  // deadline ends the handshake, a stat or a read alike.
  const socket = connect({ host: target.host, port: target.port, lookup: pinnedLookup(addresses) });
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    socket.destroy();
  }, limits.timeoutMs);
  const client = new SftpClient('supplier-feed', SILENT);
  const pinned = target.hostKey || null;
  let presented: string | undefined;
  try {
    await client.connect({
      sock: socket,
      username: target.username,
      password: target.password,
      privateKey: target.privateKey,
      readyTimeout: limits.idleTimeoutMs,
      // Before authentication: a server with another key never sees the password or key.
      hostVerifier: (key: Buffer) => {
        presented = hostKeyFingerprint(key);
        return !pinned || presented === pinned;
      },
    });
    if (!presented) throw new FeedFetchError('host-key', 'The SFTP server presented no host key.');
    // Trust on first use: recorded for later runs to check (a failure to record only leaves it unpinned).
    if (!pinned) await target.onHostKey?.(presented, true).catch(() => undefined);
    const stat = await client.stat(target.path);
    if (stat.isDirectory)
      throw new FeedFetchError('not-found', `${target.path} on the SFTP server is a folder, not a file.`);
    const gzip = isGzipFile(target.path);
    if (headBytes !== undefined && gzip) {
      // The decoded head: the compressed file is read until that much came out of it.
      const stream = client.createReadStream(target.path);
      return {
        bytes: await streamHeadToFile(stream, destination, headBytes, limits.idleTimeoutMs, true),
        hostKey: presented,
      };
    }
    if (headBytes !== undefined) {
      const end = Math.min(stat.size, headBytes) - 1;
      const stream = client.createReadStream(target.path, { start: 0, end: Math.max(end, 0) });
      const bytes = stat.size === 0 ? 0 : (await streamToFile(stream, destination, limits)).written;
      if (stat.size > headBytes) await keepWholeLines(destination);
      return { bytes, hostKey: presented };
    }
    if (stat.size > limits.maxBytes) throw tooLarge(limits.maxBytes);
    const { received, written } = await streamToFile(client.createReadStream(target.path), destination, limits, gzip);
    if (received !== stat.size) throw cutShort(received, stat.size);
    return { bytes: written, hostKey: presented };
  } catch (error) {
    await rm(destination, { force: true });
    if (timedOut) throw new FeedFetchError('timeout', `The download took longer than ${seconds(limits.timeoutMs)}.`);
    if (pinned && presented && presented !== pinned) {
      await target.onHostKey?.(presented, false).catch(() => undefined);
      throw new FeedFetchError(
        'host-key',
        `The SFTP server's host key has changed: expected ${pinned}, but the server presented ${presented}. ` +
          'Nothing was sent to it. If the supplier changed its server, accept the new key on the supplier’s Source tab.',
      );
    }
    throw describeFailure(error, target.path, limits.idleTimeoutMs);
  } finally {
    clearTimeout(deadline);
    await client.end().catch(() => {});
    socket.destroy();
  }
}

/**
 * ssh2 tells failures apart by message and SFTP status code, not by Node error codes alone. The
 * reason is built from these, never from the connection settings, so no password or key gets in.
 */
function describeFailure(error: unknown, path: string, idleTimeoutMs: number): Error {
  if (error instanceof FeedFetchError) return error;
  const { code, message = '' } = error as { code?: string | number; message?: string };
  if (/authentication methods failed/i.test(message))
    return new FeedFetchError('auth', "The supplier's SFTP server refused the user name and password or key.");
  if (/privateKey/i.test(message))
    return new FeedFetchError(
      'auth',
      'The SFTP private key could not be read: it must be an OpenSSH or PEM private key without a passphrase.',
    );
  if (code === 'ENOENT') return new FeedFetchError('not-found', `There is no file ${path} on the SFTP server.`);
  if (code === 'EACCES' || code === 3)
    return new FeedFetchError('unauthorized', `The SFTP server does not let this user read ${path}.`);
  if (/timed out/i.test(message) || code === 'ETIMEDOUT')
    return new FeedFetchError('timeout', `The SFTP server did not answer within ${seconds(idleTimeoutMs)}.`);
  const detail = typeof code === 'string' && /^E[A-Z]+$/.test(code) ? ` (${code})` : '';
  return new FeedFetchError('unreachable', `The supplier's SFTP server could not be reached${detail}.`);
}
