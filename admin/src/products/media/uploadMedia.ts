import type { MediaKind, components } from '@gem-shop/widgets/api';
import { HttpError } from 'react-admin';
import { API_URL, clearSession, getAdminToken } from '../../api';
import { readErrorBody } from '../../shared/apiError';

/** POST /api/admin/media's 201 answer (generated from openapi.json). */
export type StoredMedia = components['schemas']['StoredMediaDto'];

/** What a stored file is: the API's list (generated vocabulary). */
export type { MediaKind };

export const UPLOAD_FAILED = 'Upload failed. Please try again.';

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

interface FileRule {
  types: string[];
  maxBytes: number;
  /** Ends `Invalid file type: {type}. ` */
  typeHint: string;
  /** Starts `… (max NMB): {size}MB` */
  tooLarge: string;
}

/**
 * The server's own rules and messages (backend media-rules.ts), checked before sending so a wrong file
 * is refused at once. The server still sniffs the bytes, so a file the browser cannot type (empty
 * `file.type`) is left for it to judge rather than refused as 'Invalid file type: .'.
 */
function check(file: File, rule: FileRule): string | undefined {
  if (file.type && !rule.types.includes(file.type)) return `Invalid file type: ${file.type}. ${rule.typeHint}`;
  if (file.size > rule.maxBytes) return `${rule.tooLarge}: ${(file.size / MB).toFixed(2)}MB`;
  return undefined;
}

/** Spec 2 §5: JPG, PNG, GIF or WEBP, at most 5 MB (5242880 bytes). */
export const checkImageFile = (file: File) =>
  check(file, {
    types: IMAGE_TYPES,
    maxBytes: 5 * MB,
    typeHint: 'Use JPG, PNG, GIF or WEBP.',
    tooLarge: 'Image too large (max 5MB)',
  });

/** The server's default video limit (MEDIA_VIDEO_MAX_MB); it stays the judge if configured otherwise. */
export const checkVideoFile = (file: File) =>
  check(file, {
    types: ['video/mp4', 'video/webm', 'video/quicktime'],
    maxBytes: 100 * MB,
    typeHint: 'Use MP4, WEBM or MOV.',
    tooLarge: 'Video too large (max 100MB)',
  });

/** Spec 2 §9: a PDF or an image, at most 10 MB. */
export const checkCertificateFile = (file: File) =>
  check(file, {
    types: ['application/pdf', ...IMAGE_TYPES],
    maxBytes: 10 * MB,
    typeHint: 'Use PDF, JPG, PNG, GIF or WEBP.',
    tooLarge: 'Certificate too large (max 10MB)',
  });

/** The client check for a kind of upload (rotation frames are images). */
export function checkMediaFile(file: File, kind: MediaKind): string | undefined {
  if (kind === 'video') return checkVideoFile(file);
  if (kind === 'certificate') return checkCertificateFile(file);
  return checkImageFile(file);
}

/**
 * What to show for a stored value: `/media/…` paths (served by the same origin as the console) and
 * absolute URLs as they are; a bare relative path gets the leading slash the server would give it.
 */
export function mediaPreview(path: string): string {
  const value = path.trim();
  if (!value || /^(https?:|data:|blob:|\/)/i.test(value)) return value;
  return `/${value}`;
}

const parseJson = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/**
 * Sends one file to POST /api/admin/media (multipart, `kind` before `file` as the server asks).
 * XMLHttpRequest rather than fetch because only it reports upload progress. Rejects with an
 * HttpError (an Error with `status`, so react-admin's logoutIfAccessDenied can act on a 401) carrying
 * the server's message, or a plain Error when the network failed; an abort rejects with an AbortError.
 */
export function uploadMedia(
  file: File,
  kind: MediaKind,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<StoredMedia> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}/admin/media`);
    const token = getAdminToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress?.(100);
        return resolve(body as unknown as StoredMedia);
      }
      // Spec 2 §8: a 401 on any call ends the session.
      if (xhr.status === 401) clearSession();
      const refusal = readErrorBody(body, xhr.status);
      reject(new HttpError(refusal.fieldErrors.file ?? refusal.message ?? UPLOAD_FAILED, xhr.status, body));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    xhr.send(form);
  });
}
