import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { mediaUrl } from '../../common/media-url.js';
import { SNIFF_BYTES, sniffFileType } from './file-type.js';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage.js';
import { MediaReferences } from './media-references.js';
import { MediaReferencesRepository } from './media-references.repository.js';
import { MAX_IMAGE_PIXELS, type MediaKind, type MediaRule, tooManyPixelsMessage } from './media-rules.js';

/** The web-friendly WebP copies of every stored image: the longest side at most this many pixels. */
export const IMAGE_VARIANTS = { thumbnail: 200, card: 600, large: 1600 } as const;
export type VariantName = keyof typeof IMAGE_VARIANTS;

/** Decoding refuses images above this many pixels (decompression bombs); imageSize refuses them before. */
const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;
/** Every extension an original can be stored with (release() removes all of a hash's files). */
const STORED_EXTENSIONS = ['jpg', 'png', 'gif', 'webp', 'pdf', 'mp4', 'webm', 'mov'];
/** `ab/ab…(64 hex)…` with an optional variant suffix and an extension. */
const MEDIA_KEY = /^([0-9a-f]{2})\/([0-9a-f]{64})(?:-(thumbnail|card|large))?\.([a-z0-9]{2,5})$/;

/** An uploaded file as multer leaves it: on disk in a temporary folder. */
export interface UploadedMediaFile {
  path: string;
  size: number;
  originalname?: string;
}

export interface StoredMedia {
  /** Address of the original for browsers: root-relative for local storage (common/media-url.ts). */
  url: string;
  /** What a product stores: `/media/<key>` (relative to the shop) for local storage. */
  path: string;
  kind: string;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
  /** Paths (like `path`) of the WebP copies, images only. */
  variants?: Record<VariantName, string>;
}

export interface ReleaseResult {
  /** Storage keys removed. */
  deleted: string[];
  /** Paths still referenced (by a product, a slide, a tile, a review…), left in place. */
  kept: string[];
  /** Paths that are not ours (external URLs, other folders), ignored. */
  ignored: string[];
}

/** A 400 in the house shape, on the `file` field. */
export const fileError = (message: string) => new BadRequestException({ message, errors: { file: message } });

/**
 * Stores uploads content-addressed (the SHA-256 of the bytes names the file, so identical uploads
 * are kept once and every name can be cached for good), after checking them by their bytes, and
 * makes the WebP variants of images.
 */
@Injectable()
export class MediaService {
  constructor(
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly references: MediaReferences,
    private readonly referencesRepository: MediaReferencesRepository,
  ) {}

  /**
   * Checks `file` against `rule` (type from the bytes, size, images must decode) and stores it with
   * its variants. Throws a 400 with `errors.file` and the rule's message when it is refused. The
   * temporary file is left for the caller to remove.
   */
  async store(file: UploadedMediaFile | undefined, rule: MediaRule, kind: MediaKind | string): Promise<StoredMedia> {
    if (!file) throw fileError(rule.missing);
    if (file.size === 0) throw fileError(rule.empty);
    const type = sniffFileType(await readHead(file.path));
    if (!rule.contentTypes.includes(type.contentType)) throw fileError(rule.invalidType(type.contentType));
    if (file.size > rule.maxBytes) throw fileError(rule.tooLarge(file.size));

    const hash = await sha256(file.path);
    const key = `${hash.slice(0, 2)}/${hash}.${type.extension}`;
    const answer: StoredMedia = {
      url: '',
      path: this.storage.url(key),
      kind,
      contentType: type.contentType,
      size: file.size,
    };
    answer.url = mediaUrl(answer.path) ?? answer.path;

    if (type.family === 'image') {
      const size = await imageSize(file.path, type.extension).catch((error: unknown) => {
        throw fileError(
          error instanceof TooManyPixels ? tooManyPixelsMessage(error.width, error.height) : rule.unreadable,
        );
      });
      Object.assign(answer, size);
      answer.variants = await this.storeVariants(file.path, hash);
    }
    if (!(await this.storage.exists(key))) await this.storage.put(key, createReadStream(file.path), type.contentType);
    return answer;
  }

  /**
   * After a delete or a replaced image: removes stored files (originals and their WebP variants) that
   * nothing references any more. Takes the paths as their owners hold them (`/media/ab/…png`, absolute
   * URLs of this shop's media, or bare keys); other values (external image links) are ignored.
   * Call it after the deletion is committed, with every media value of the deleted rows.
   * A file is kept while any column its owners registered in MediaReferences (media-references.ts)
   * mentions its content hash (one scan per table and call).
   */
  async release(paths: string[]): Promise<ReleaseResult> {
    const result: ReleaseResult = { deleted: [], kept: [], ignored: [] };
    const hashes = new Map<string, string[]>();
    for (const path of paths) {
      const match = MEDIA_KEY.exec(keyOf(path) ?? '');
      if (!match) {
        if (path) result.ignored.push(path);
        continue;
      }
      hashes.set(match[2], [...(hashes.get(match[2]) ?? []), path]);
    }
    if (!hashes.size) return result;
    const referenced = await this.referencedHashes([...hashes.keys()]);
    for (const [hash, originalPaths] of hashes) {
      if (referenced.has(hash)) {
        result.kept.push(...originalPaths);
        continue;
      }
      const prefix = `${hash.slice(0, 2)}/${hash}`;
      const keys = [
        ...STORED_EXTENSIONS.map((extension) => `${prefix}.${extension}`),
        ...Object.keys(IMAGE_VARIANTS).map((name) => `${prefix}-${name}.webp`),
      ];
      for (const key of keys) {
        if (await this.storage.exists(key)) {
          await this.storage.delete(key);
          result.deleted.push(key);
        }
      }
    }
    return result;
  }

  /** Which of `hashes` some registered column (a product's, a slide's, a tile's, a review's…) still mentions. */
  private async referencedHashes(hashes: string[]): Promise<Set<string>> {
    const referenced = new Set<string>();
    for (const source of this.references.list()) {
      if (!source.columns.length) continue;
      for (const hash of await this.referencesRepository.hashesMentioned(source, hashes)) referenced.add(hash);
    }
    return referenced;
  }

  private async storeVariants(source: string, hash: string): Promise<Record<VariantName, string>> {
    const variants = {} as Record<VariantName, string>;
    for (const [name, size] of Object.entries(IMAGE_VARIANTS) as [VariantName, number][]) {
      const key = `${hash.slice(0, 2)}/${hash}-${name}.webp`;
      if (!(await this.storage.exists(key))) {
        // autoOrient applies the EXIF orientation; sharp writes no metadata unless asked (stripped).
        const bytes = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
          .autoOrient()
          .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
        await this.storage.put(key, bytes, 'image/webp');
      }
      variants[name] = this.storage.url(key);
    }
    return variants;
  }
}

/** `/media/ab/….png`, `https://shop/media/ab/….png` or `ab/….png` → `ab/….png`. */
function keyOf(path: string): string | undefined {
  let value = path.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname;
    } catch {
      return undefined;
    }
  }
  return value.replace(/^\/?media\//, '');
}

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

class TooManyPixels extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super('too many pixels');
  }
}

const SHARP_FORMATS: Record<string, string> = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

/** Width and height as shown (EXIF orientation applied); throws when the bytes do not decode as the sniffed format. */
async function imageSize(path: string, extension: string): Promise<{ width: number; height: number }> {
  // metadata() reads the header only: the size is known before a single pixel is decoded.
  const metadata = await sharp(path, { limitInputPixels: false }).metadata();
  if (metadata.format !== SHARP_FORMATS[extension] || !metadata.width || !metadata.height)
    throw new Error('not the sniffed format');
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight > MAX_IMAGE_PIXELS) throw new TooManyPixels(metadata.width, frameHeight);
  // Decode the pixels too: a valid header with a broken body is refused here rather than later.
  await sharp(path, { limitInputPixels: MAX_INPUT_PIXELS }).stats();
  const { width, height } = metadata.autoOrient ?? metadata;
  return { width, height };
}
