import type { Readable } from 'node:stream';
import type { RequestHandler } from 'express';

/** The Nest token of the configured `MediaStorage`. */
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/**
 * Where uploaded media live. Keys are relative, slash-separated paths such as `ab/ab12…ef.png`
 * (content-addressed by `MediaService`). The local-disk implementation is the default; an
 * S3-compatible one only has to implement these methods (its `url` may point at a bucket or CDN,
 * and it needs no `serve`).
 */
export interface MediaStorage {
  /** Stores the bytes under `key`, replacing what was there; readers never see a half-written file. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The stored bytes of `key`, or null when there is none (the share images read product pictures). */
  read(key: string): Promise<Buffer | null>;
  /** The address browsers load `key` from: `/media/<key>` for local disk. */
  url(key: string): string;
  /** Express handler for `/media`, when this storage serves its own files (local disk). */
  serve?(): RequestHandler;
}
