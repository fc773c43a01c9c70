/** What the media endpoint accepts, per kind of upload. */
export const MEDIA_KINDS = ['image', 'video', 'rotation', 'certificate'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const megabytes = (bytes: number) => (bytes / MB).toFixed(2);

/**
 * Images above this many pixels (40 megapixels: 7,746 × 5,164, more than any camera a shop photographs
 * with) are refused from their header, before decoding: a 12 KB PNG of 9,999 × 9,999 pixels took 2.5 s
 * of a server's CPU and 400 MB to decode.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const tooManyPixelsMessage = (width: number, height: number) =>
  `Image too large: ${width} × ${height} pixels (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels). Please resize it and upload it again.`;

/** The checks one upload passes before it is stored; reusable by other features (featured images). */
export interface MediaRule {
  /** Content types, as sniffed from the bytes, that are accepted. */
  contentTypes: string[];
  maxBytes: number;
  /** No file in the request. */
  missing: string;
  empty: string;
  /** `type` is the sniffed type (e.g. `image/svg+xml`, `text/plain`), never the declared one. */
  invalidType(type: string): string;
  tooLarge(size: number): string;
  /** An image whose bytes start right but cannot be decoded. */
  unreadable: string;
}

/** Spec 2 §5 and §9: product images are JPG, PNG, GIF or WEBP of at most 5 MB (5242880 bytes). */
export const PRODUCT_IMAGE_RULE: MediaRule = {
  contentTypes: IMAGE_TYPES,
  maxBytes: 5 * MB,
  missing: 'Please select an image file',
  empty: 'The file is empty. Please select an image file',
  invalidType: (type) => `Invalid file type: ${type}. Use JPG, PNG, GIF or WEBP.`,
  tooLarge: (size) => `Image too large (max 5MB): ${megabytes(size)}MB`,
  unreadable: 'The image could not be read. It may be damaged; please export it again as JPG, PNG, GIF or WEBP.',
};

/** Spec 3 §5: featured images and shop-category images are any of the image types, at most 10 MB, never SVG. */
export const FEATURED_IMAGE_RULE: MediaRule = {
  ...PRODUCT_IMAGE_RULE,
  maxBytes: 10 * MB,
  invalidType: () => 'Please select an image file',
  tooLarge: () => 'Image size should be less than 10MB',
};

export function videoRule(maxBytes: number): MediaRule {
  const limit = Math.round(maxBytes / MB);
  return {
    contentTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
    maxBytes,
    missing: 'Please select a video file',
    empty: 'The file is empty. Please select a video file',
    invalidType: (type) => `Invalid file type: ${type}. Use MP4, WEBM or MOV.`,
    tooLarge: (size) => `Video too large (max ${limit}MB): ${megabytes(size)}MB`,
    unreadable: 'The video could not be read',
  };
}

/** Spec 2 §9: certificates are images or PDF; 10 MB. */
export const CERTIFICATE_RULE: MediaRule = {
  contentTypes: ['application/pdf', ...IMAGE_TYPES],
  maxBytes: 10 * MB,
  missing: 'Please select a certificate file (PDF or image)',
  empty: 'The file is empty. Please select a certificate file (PDF or image)',
  invalidType: (type) => `Invalid file type: ${type}. Use PDF, JPG, PNG, GIF or WEBP.`,
  tooLarge: (size) => `Certificate too large (max 10MB): ${megabytes(size)}MB`,
  unreadable: 'The certificate image could not be read. It may be damaged.',
};

export function ruleFor(kind: MediaKind, videoMaxBytes: number): MediaRule {
  switch (kind) {
    case 'image':
    case 'rotation':
      return PRODUCT_IMAGE_RULE;
    case 'video':
      return videoRule(videoMaxBytes);
    case 'certificate':
      return CERTIFICATE_RULE;
  }
}

/** The hard limit of one upload in any kind: the request is cut off beyond it. */
export const uploadHardLimit = (videoMaxBytes: number) => Math.max(videoMaxBytes, 10 * MB);
