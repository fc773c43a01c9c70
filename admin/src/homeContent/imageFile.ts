const MAX_BYTES = 10 * 1024 * 1024;

/** What the file chooser offers; SVG is left out because the server refuses it (scripts inside). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif';

/**
 * Spec 3 §5, with the server's messages (media-rules.ts): an image type, at most 10 MB. The server
 * still checks the bytes; this refuses a wrong file before anything is sent.
 */
export function checkImageFile(file: File): string | undefined {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'Please select an image file';
  if (file.size > MAX_BYTES) return 'Image size should be less than 10MB';
  return undefined;
}
