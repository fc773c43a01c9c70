import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { repoRoot } from '../../config/paths.js';
import type { FeedOptions } from './supplier-run.js';

/** The built thread entry (tests run the TypeScript sources, so the path is the build's either way). */
const THREAD_ENTRY = resolve(repoRoot, 'backend/dist/import-thread.js');

/** What the import thread is given. */
export interface ImportThreadData {
  importId: string;
  databaseUrl: string;
  importDir: string;
  feeds: FeedOptions;
}

/**
 * A thread's heap ceiling. Parsing and checking a large feed allocates fast; in the server's own heap
 * V8 would let that garbage grow to hundreds of megabytes before collecting it (and a busy main thread
 * would stall HTTP requests). In a thread of its own the import keeps a small, steady footprint (run
 * in the worker process's own heap, bench:import's feed peaked at 560 MB; in a thread, below 360).
 */
const HEAP_LIMIT_MB = 112;

/** Runs an import in a worker thread; resolves when it has finished, rejects when the run failed. */
export function runImportInThread(data: ImportThreadData): Promise<void> {
  return new Promise((done, fail) => {
    const worker = new Worker(THREAD_ENTRY, {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 16 },
    });
    let finished = false;
    worker.once('message', () => (finished = true));
    worker.once('error', fail);
    worker.once('exit', (code) =>
      finished && code === 0 ? done() : fail(new Error(`The import thread stopped (exit code ${code})`)),
    );
  });
}
