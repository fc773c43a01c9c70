import { once } from 'node:events';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { repoRoot } from '../../../config/paths.js';
import { DiamondIndex, type DiamondColumns, type IndexParts } from './diamond-index.js';

/** The built thread entry (tests run the TypeScript sources, so the path is the build's either way). */
const THREAD_ENTRY = resolve(repoRoot, 'backend/dist/modules/catalog/search/diamond-index.thread.js');

/**
 * Builds an index in a thread: sorting a million stones takes seconds, which on the main thread would
 * hold every search and request that arrived meanwhile.
 */
export async function buildIndexInThread(columns: DiamondColumns): Promise<DiamondIndex> {
  const { ids, ...fields } = columns;
  const worker = new Worker(THREAD_ENTRY, { workerData: fields });
  let answered = false;
  const ended = once(worker, 'exit').then(([code]) => {
    if (!answered) throw new Error(`the index build thread stopped (exit code ${code})`);
  });
  try {
    const [parts] = (await Promise.race([once(worker, 'message'), ended])) as [IndexParts];
    answered = true;
    return DiamondIndex.assemble({ ids, ...fields }, parts);
  } finally {
    answered = true;
    void worker.terminate();
  }
}
