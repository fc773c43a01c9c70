import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type RequestHandler, type Response } from 'express';
import { contentDisposition } from '../../common/content-disposition.js';
import type { MediaStorage } from './media-storage.js';

/** Extensions served inline; everything else is a download (`Content-Disposition: attachment`). */
const INLINE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp']);

/** Media on the local disk under one folder (`MEDIA_DIR`), served at `/media`. */
export class LocalDiskMediaStorage implements MediaStorage {
  readonly root: string;

  constructor(
    root: string,
    private readonly publicPrefix = '/media',
  ) {
    this.root = resolve(root);
  }

  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target, then renamed: a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temporary, body);
      else await pipeline(body, createWriteStream(temporary));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  url(key: string): string {
    return `${this.publicPrefix}/${key}`;
  }

  /**
   * Files by name, cached for a year (names are content hashes, so a name never changes meaning),
   * with range requests for video; never a directory listing or a dotfile; a JSON 404 otherwise.
   */
  serve(): RequestHandler {
    const router = express.Router();
    router.use(
      express.static(this.root, {
        index: false,
        dotfiles: 'deny',
        redirect: false,
        immutable: true,
        maxAge: '1y',
        fallthrough: true,
        setHeaders: (response: Response, path: string) => {
          response.setHeader('X-Content-Type-Options', 'nosniff');
          if (!INLINE_EXTENSIONS.has(extname(path).toLowerCase()))
            response.setHeader('Content-Disposition', contentDisposition());
        },
      }),
    );
    router.use((_request, response) => {
      response.status(404).json({ statusCode: 404, message: 'There is no such media file' });
    });
    return router;
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Media key outside the media folder: ${key}`);
    return path;
  }
}
