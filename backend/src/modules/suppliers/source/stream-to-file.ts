import { createWriteStream } from 'node:fs';
import { readFile, truncate, writeFile } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { FeedFetchError } from './feed-fetch-error.js';

export interface TransferLimits {
  /** The most bytes written: for a gzipped transfer, the decoded bytes (a gzip bomb stops here). */
  maxBytes: number;
  /** Longest wait for the next byte before giving up on a stalled transfer. */
  idleTimeoutMs: number;
}

/** A transfer's bytes: those that came over the wire, and those written (decoded, for gzip). */
export interface Transferred {
  received: number;
  written: number;
}

/** Errors of the local file, not of the supplier: they go up as they are. */
const LOCAL_FILE_ERRORS = new Set(['ENOSPC', 'EACCES', 'EROFS', 'EISDIR', 'ENOENT', 'EMFILE', 'EDQUOT']);

/**
 * Streams a download to a file, never holding more than a chunk in memory; `gzip`: decoded on the way
 * (a gzip file or a gzip Content-Encoding). Refuses (FeedFetchError 'too-large') once more than maxBytes
 * would be written, so a small gzip bomb is stopped after maxBytes of its output, gives up ('timeout')
 * when nothing arrives for idleTimeoutMs, and calls any other failure of the source a transfer cut short.
 * The caller removes the file on failure.
 */
export async function streamToFile(
  source: Readable,
  destination: string,
  limits: TransferLimits,
  gzip = false,
): Promise<Transferred> {
  const counts: Transferred = { received: 0, written: 0 };
  let idleTimer: NodeJS.Timeout | undefined;
  const waitForMore = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => received.destroy(stalled(limits.idleTimeoutMs)), limits.idleTimeoutMs);
  };
  const received = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counts.received += chunk.length;
      waitForMore();
      done(null, chunk);
    },
  });
  const written = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counts.written += chunk.length;
      if (counts.written > limits.maxBytes)
        return done(gzip ? tooLargeDecoded(limits.maxBytes) : tooLarge(limits.maxBytes));
      done(null, chunk);
    },
  });
  waitForMore();
  try {
    const file = createWriteStream(destination);
    if (gzip) await pipeline(source, received, createGunzip(), written, file);
    else await pipeline(source, received, written, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof FeedFetchError || (code && LOCAL_FILE_ERRORS.has(code))) throw error;
    if (code === 'Z_DATA_ERROR') throw notGzip();
    throw cutShort(counts.received);
  } finally {
    clearTimeout(idleTimer);
  }
  return counts;
}

/**
 * For a preview: writes at most `headBytes` of the source (decoded first, for gzip) to a file and stops
 * reading (the rest of the file is never downloaded), then cuts what was read after its last whole
 * line. Answers the bytes kept. A gzip stream that ends early is what a range request of a gzip file
 * gets: what was decoded is kept.
 */
export async function streamHeadToFile(
  source: Readable,
  destination: string,
  headBytes: number,
  idleTimeoutMs: number,
  gzip = false,
): Promise<number> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let partial = false;
  let idleTimer: NodeJS.Timeout | undefined;
  const waitForMore = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => source.destroy(stalled(idleTimeoutMs)), idleTimeoutMs);
  };
  const decoded = gzip ? source.pipe(createGunzip()) : source;
  if (gzip) source.on('error', (error) => decoded.destroy(error));
  waitForMore();
  try {
    for await (const chunk of decoded as AsyncIterable<Buffer>) {
      waitForMore();
      const room = headBytes - bytes;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      bytes += Math.min(chunk.length, room);
      if (bytes >= headBytes) {
        partial = true;
        break; // leaving the loop destroys the source: nothing more is read
      }
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR') throw notGzip();
    if (!(gzip && code === 'Z_BUF_ERROR' && bytes > 0)) throw cutShort(bytes);
    partial = true;
  } finally {
    clearTimeout(idleTimer);
    decoded.destroy();
    source.destroy();
  }
  await writeFile(destination, Buffer.concat(chunks));
  if (partial) await keepWholeLines(destination);
  return bytes;
}

/**
 * Whether a file is gzip-compressed by its name or type (`.gz`, application/gzip): such a file is
 * decoded as it comes, like an answer with Content-Encoding gzip.
 */
export const isGzipFile = (name: string, contentType = '') =>
  /\.gz$/i.test(name) || /^application\/(x-)?gzip\b/i.test(contentType.trim());

/** Cuts a file read in part after its last line break, so no half row (or half character) is left. */
export async function keepWholeLines(path: string): Promise<void> {
  const data = await readFile(path);
  const end = data.lastIndexOf(0x0a);
  if (end >= 0 && end < data.length - 1) await truncate(path, end + 1);
}

export function tooLarge(maxBytes: number): FeedFetchError {
  return new FeedFetchError('too-large', `The feed is larger than the limit of ${megabytes(maxBytes)}.`);
}

function tooLargeDecoded(maxBytes: number): FeedFetchError {
  return new FeedFetchError(
    'too-large',
    `The feed is gzip-compressed and unpacks to more than the limit of ${megabytes(maxBytes)}: it was not kept.`,
  );
}

function notGzip(): FeedFetchError {
  return new FeedFetchError('bad-gzip', 'The feed is marked as gzip-compressed, but its bytes are not gzip data.');
}

export function stalled(idleTimeoutMs: number): FeedFetchError {
  return new FeedFetchError('timeout', `The supplier's server sent nothing for ${seconds(idleTimeoutMs)}.`);
}

export function cutShort(bytes: number, expected?: number): FeedFetchError {
  const of = expected === undefined ? '' : ` of ${expected.toLocaleString('en-US')}`;
  return new FeedFetchError(
    'cut-short',
    `The transfer was cut short after ${bytes.toLocaleString('en-US')}${of} bytes.`,
  );
}

export const seconds = (ms: number) => (ms % 1000 ? `${ms} ms` : `${ms / 1000} seconds`);
const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${bytes.toLocaleString('en-US')} bytes`;
