import { HttpError } from 'react-admin';
import { getAdminToken } from '../api';

/** The file name the server proposes (Content-Disposition), else `fallback`. */
function proposedName(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Fetches a file from the staff API and hands it to the browser as a download. A plain link would
 * not carry the admin's bearer token, hence the detour through an object URL. Rejects with an
 * HttpError (its status lets react-admin log out on a 401) when the server refuses.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const token = getAdminToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new HttpError(`Download failed (${response.status})`, response.status);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = proposedName(response, fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
