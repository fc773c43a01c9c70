import { HttpError } from 'react-admin';
import { API_URL, getAdminToken } from '../api';
import { readErrorBody } from '../shared/apiError';
import type { ImportCategory, ImportMode, ImportRecord } from './types';

export const IMPORTS_URL = `${API_URL}/admin/imports`;
export const UPLOAD_FAILED = 'Upload failed';
export const NOT_CSV = 'Please select a valid CSV file';
export const CSV_ACCEPT = '.csv,text/csv';

/** Spec 2 §5 asks for text/csv; Windows types .csv files as Excel, so the name counts too. */
const isCsvFile = (file: File) => file.type === 'text/csv' || /\.csv$/i.test(file.name);

/** The server's default size limit: a bigger file is refused before minutes of sending it. */
const MAX_BYTES = 100 * 1024 * 1024;

/** Why `file` cannot be uploaded (the server's messages), or undefined. */
export function checkImportFile(file: File): string | undefined {
  if (!isCsvFile(file)) return NOT_CSV;
  if (file.size > MAX_BYTES) return 'The file is larger than 100 MB';
  return undefined;
}

export interface ImportRequest {
  file: File;
  category: ImportCategory;
  mode: ImportMode;
  dryRun: boolean;
  /** The manual supplier whose file this is (issue 21): its aliases map the columns, its markup prices the stones. */
  supplierId?: string;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** The server's own sentence for a refusal: a field's message (file first), else its message. */
function refusalMessage(body: unknown, status: number): string {
  const { fieldErrors, message } = readErrorBody(body, status);
  return fieldErrors.file ?? fieldErrors.category ?? fieldErrors.mode ?? message ?? UPLOAD_FAILED;
}

/**
 * The transport of the data provider's `uploadImport`: POST /api/admin/imports (multipart; the fields before the file so the server knows what it reads).
 * XMLHttpRequest because only it reports upload progress. Answers the queued import record; rejects
 * with an HttpError carrying the server's message and status (so react-admin's logoutIfAccessDenied
 * can end the session on a 401), a plain Error when the network failed, or an AbortError when `signal` stopped it.
 */
export function startImport(
  request: ImportRequest,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ImportRecord> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORTS_URL);
    const token = getAdminToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as ImportRecord);
      reject(new HttpError(refusalMessage(body, xhr.status), xhr.status, body));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('category', request.category);
    form.append('mode', request.mode);
    form.append('dryRun', String(request.dryRun));
    if (request.supplierId) form.append('supplierId', request.supplierId);
    form.append('file', request.file);
    xhr.send(form);
  });
}

export const templateUrl = (category: ImportCategory) => `${IMPORTS_URL}/templates/${category}`;
export const errorsUrl = (id: string) => `${IMPORTS_URL}/${encodeURIComponent(id)}/errors.csv`;
