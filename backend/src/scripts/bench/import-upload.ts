import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';

/** The admin API as the import benchmarks use it: sign in, upload a feed, wait for its import. */

export type AuthHeader = { Authorization: string };

/** An import as GET /api/admin/imports/:id answers it (the fields the benchmarks read). */
export interface ImportRecord {
  status: string;
  totalItems: number;
  createdCount: number;
  updatedCount: number;
  failedCount: number;
  error: string | null;
  startedAt: string;
  finishedAt: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function signIn(base: string, admin: { email: string; password: string }): Promise<AuthHeader> {
  const login = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** POST /api/admin/imports (multipart, streamed from disk); answers the import's id once accepted. */
export async function uploadFeed(base: string, auth: AuthHeader, file: string, category: string): Promise<string> {
  const form = new FormData();
  form.append('category', category);
  form.append('file', await openAsBlob(file, { type: 'text/csv' }), basename(file));
  const upload = await fetch(`${base}/admin/imports`, { method: 'POST', headers: auth, body: form });
  if (upload.status !== 202) throw new Error(`the upload answered ${upload.status}: ${await upload.text()}`);
  return ((await upload.json()) as { id: string }).id;
}

/** Polls the import every 200 ms (calling `onPoll` each time) until it is done or failed. */
export async function waitForImport(
  base: string,
  auth: AuthHeader,
  id: string,
  onPoll: () => void = () => {},
): Promise<ImportRecord> {
  for (;;) {
    onPoll();
    const response = await fetch(`${base}/admin/imports/${id}`, { headers: auth });
    const record = (await response.json()) as ImportRecord;
    if (record.status === 'done' || record.status === 'failed') return record;
    await sleep(200);
  }
}
