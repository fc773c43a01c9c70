import { createWriteStream } from 'node:fs';
import { readFile, truncate, writeFile } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FeedFetchError } from './feed-fetch-error.js';

export interface TransferLimits {
  maxBytes: number;
  /** Longest wait for the next byte before giving up on a stalled transfer. */
  idleTimeoutMs: number;
}

/** Errors of the local file, not of the supplier: they go up as they are. */
const LOCAL_FILE_ERRORS = new Set(['ENOSPC', 'EACCES', 'EROFS', 'EISDIR', 'ENOENT', 'EMFILE', 'EDQUOT']);

/**
 * Streams a download to a file, never holding more than a chunk in memory, and answers the bytes
 * written. Refuses (FeedFetchError 'too-large') once more than maxBytes came, gives up ('timeout')
 * when nothing arrives for idleTimeoutMs, and calls any failure of the source a transfer cut short.
 * The caller removes the file on failure.
 */
export async function streamToFile(source: Readable, destination: string, limits: TransferLimits): Promise<number> {
  let bytes = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limits.maxBytes) return done(tooLarge(limits.maxBytes));
      waitForMore();
      done(null, chunk);
    },
  });
  const waitForMore = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => counter.destroy(stalled(limits.idleTimeoutMs)), limits.idleTimeoutMs);
  };
  waitForMore();
  try {
    await pipeline(source, counter, createWriteStream(destination));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof FeedFetchError || (code && LOCAL_FILE_ERRORS.has(code))) throw error;
    throw cutShort(bytes);
  } finally {
    clearTimeout(idleTimer);
  }
  return bytes;
}

/**
 * For a preview: writes at most `headBytes` of the source to a file and stops reading (the rest of the
 * file is never downloaded), then cuts what was read after its last whole line. Answers the bytes kept.
 */
export async function streamHeadToFile(
  source: Readable,
  destination: string,
  headBytes: number,
  idleTimeoutMs: number,
): Promise<number> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const waitForMore = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => source.destroy(stalled(idleTimeoutMs)), idleTimeoutMs);
  };
  waitForMore();
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      waitForMore();
      const room = headBytes - bytes;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      bytes += Math.min(chunk.length, room);
      if (bytes >= headBytes) break; // leaving the loop destroys the source: nothing more is read
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    throw cutShort(bytes);
  } finally {
    clearTimeout(idleTimer);
    source.destroy();
  }
  await writeFile(destination, Buffer.concat(chunks));
  if (bytes >= headBytes) await keepWholeLines(destination);
  return bytes;
}

/** Cuts a file read in part after its last line break, so no half row (or half character) is left. */
export async function keepWholeLines(path: string): Promise<void> {
  const data = await readFile(path);
  const end = data.lastIndexOf(0x0a);
  if (end >= 0 && end < data.length - 1) await truncate(path, end + 1);
}

export function tooLarge(maxBytes: number): FeedFetchError {
  return new FeedFetchError('too-large', `The feed is larger than the limit of ${megabytes(maxBytes)}.`);
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
