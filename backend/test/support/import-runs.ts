import { repriced } from './repricing.js';
import type { TestApp } from './test-app.js';

/** An import's (or a supplier run's) answer once it has ended: done, failed or held for review. */
export type EndedImport = { id: string; status: string } & Record<string, any>;

/** Polls GET /api/admin/imports/:id, as the console does, until the import ends (within `timeoutMs`). */
export async function importEnded(
  shop: TestApp,
  auth: Record<string, string>,
  id: string,
  timeoutMs = 120_000,
): Promise<EndedImport> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { body } = await shop.http.get(`/api/admin/imports/${id}`).set(auth).expect(200);
    if (['done', 'failed', 'held'].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not end within ${timeoutMs} ms`);
}

/** Run now: queues a run of the supplier and answers it once it has ended. */
export async function runSupplierNow(
  shop: TestApp,
  auth: Record<string, string>,
  supplierId: string,
): Promise<EndedImport> {
  const queued = await shop.http.post('/api/admin/imports/runs').set(auth).send({ supplierId }).expect(201);
  return importEnded(shop, auth, queued.body.id);
}

/**
 * Staff save the shop's default markup (issue 29: until then a supplier run is held for review, publishing
 * nothing). `markup` absent: the stored default as it is (0 %, whole dollars on a new shop). Answers once
 * the stones are repriced.
 */
export async function saveShopMarkup(
  shop: TestApp,
  auth: Record<string, string>,
  markup?: Record<string, unknown>,
): Promise<void> {
  const rules = markup ?? (await shop.http.get('/api/admin/markup/default').set(auth).expect(200)).body.markup;
  await repriced(
    shop,
    auth,
    await shop.http.put('/api/admin/markup/default').set(auth).send({ markup: rules }).expect(200),
  );
}
