import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import SftpClient from 'ssh2-sftp-client';
import { FeedFetchError } from './feed-fetch-error.js';
import type { HttpFetchLimits } from './http-source.js';
import { pinnedLookup, resolveCheckedAddresses } from './private-hosts.js';
import { cutShort, seconds, streamToFile, tooLarge } from './stream-to-file.js';

export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  path: string;
  password?: string;
  privateKey?: string;
}

/** The library's default listeners print to the console; a run reports its own failures. */
const SILENT = { error: () => {}, end: () => {}, close: () => {} };

/**
 * Downloads one remote file over SFTP to `destination`, streaming, and checks that the bytes written
 * are the size the server stated. Throws FeedFetchError; the partial file is removed.
 * The server's host key is not checked (the supplier record holds none), so the password or key is
 * protected against eavesdropping but not against a server impersonating the supplier's.
 */
export async function downloadSftp(target: SftpTarget, destination: string, limits: HttpFetchLimits): Promise<number> {
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
  try {
    await client.connect({
      sock: socket,
      username: target.username,
      password: target.password,
      privateKey: target.privateKey,
      readyTimeout: limits.idleTimeoutMs,
    });
    const stat = await client.stat(target.path);
    if (stat.isDirectory)
      throw new FeedFetchError('not-found', `${target.path} on the SFTP server is a folder, not a file.`);
    if (stat.size > limits.maxBytes) throw tooLarge(limits.maxBytes);
    const bytes = await streamToFile(client.createReadStream(target.path), destination, limits);
    if (bytes !== stat.size) throw cutShort(bytes, stat.size);
    return bytes;
  } catch (error) {
    await rm(destination, { force: true });
    if (timedOut) throw new FeedFetchError('timeout', `The download took longer than ${seconds(limits.timeoutMs)}.`);
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
