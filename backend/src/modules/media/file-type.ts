/** A file type recognised from the first bytes of a file (its magic number), never from its name. */
export interface SniffedType {
  contentType: string;
  /** The extension the file is stored with. */
  extension: string;
  family: 'image' | 'video' | 'document' | 'other';
}

/** How many leading bytes `sniffFileType` needs. */
export const SNIFF_BYTES = 512;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** ISO base media brands (`ftyp`) that are still images, not video. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

/**
 * Recognises the types the shop accepts (JPEG, PNG, GIF, WebP, PDF, MP4, WebM, QuickTime) and a few it
 * names when refusing them (SVG, HEIC/AVIF, Matroska); anything else is described as text or binary.
 */
export function sniffFileType(head: Uint8Array): SniffedType {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg', family: 'image' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png', family: 'image' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return { contentType: 'image/gif', extension: 'gif', family: 'image' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { contentType: 'image/webp', extension: 'webp', family: 'image' };
  if (ascii(head, 0, 5) === '%PDF-') return { contentType: 'application/pdf', extension: 'pdf', family: 'document' };
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (IMAGE_BRANDS.has(brand))
      return { contentType: brand.startsWith('avi') ? 'image/avif' : 'image/heic', extension: 'heic', family: 'other' };
    if (brand === 'qt  ') return { contentType: 'video/quicktime', extension: 'mov', family: 'video' };
    return { contentType: 'video/mp4', extension: 'mp4', family: 'video' };
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: WebM declares its doc type "webm" in the header; anything else is Matroska.
    const header = ascii(head, 0, Math.min(head.length, 64));
    if (header.includes('webm')) return { contentType: 'video/webm', extension: 'webm', family: 'video' };
    return { contentType: 'video/x-matroska', extension: 'mkv', family: 'other' };
  }
  if (looksLikeSvg(head)) return { contentType: 'image/svg+xml', extension: 'svg', family: 'other' };
  if (looksLikeText(head)) return { contentType: 'text/plain', extension: 'txt', family: 'other' };
  return { contentType: 'application/octet-stream', extension: 'bin', family: 'other' };
}

function looksLikeSvg(head: Uint8Array): boolean {
  const text = Buffer.from(head)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (!text.startsWith('<')) return false;
  return text.includes('<svg');
}

function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  return !head.includes(0);
}
