import type { TestApp } from './test-app.js';

/** A repricing job's answer (GET /api/admin/repricing/:id). */
export type RepricingJob = {
  id: string;
  status: string;
  repriced: number;
  offers: number;
  error: string | null;
} & Record<string, any>;

/** Polls GET /api/admin/repricing/:id, as the console does, until the job is done or failed for good. */
export async function repricingEnded(
  shop: TestApp,
  auth: Record<string, string>,
  id: string,
  timeoutMs = 60_000,
): Promise<RepricingJob> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { body } = await shop.http.get(`/api/admin/repricing/${id}`).set(auth).expect(200);
    if (['done', 'failed'].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`repricing ${id} did not end within ${timeoutMs} ms`);
}

/** A markup save (a supplier's PUT or the default's), followed until its repricing is done. */
export async function repriced(
  shop: TestApp,
  auth: Record<string, string>,
  save: { body: { repricingJobId?: string } },
): Promise<RepricingJob> {
  if (!save.body.repricingJobId) throw new Error('the save answered no repricing job');
  const job = await repricingEnded(shop, auth, save.body.repricingJobId);
  if (job.status !== 'done') throw new Error(`repricing ${job.id} ended ${job.status}: ${job.error}`);
  return job;
}
