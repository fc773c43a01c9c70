/**
 * Runs one import in a worker thread (see import-thread-runner.ts): its own database connections (the
 * run's lock, a batch merging, the next one prepared and COPYed), the same ImportRunner, and a heap of its own with a ceiling.
 */
import 'reflect-metadata';
import { parentPort, workerData } from 'node:worker_threads';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../database/mikro-orm.config.js';
import { ImportRunner } from './import-runner.js';
import { ImportsRepository } from './imports.repository.js';
import type { FeedOptions } from './supplier-run.js';

export interface ImportThreadData {
  importId: string;
  databaseUrl: string;
  importDir: string;
  feeds: FeedOptions;
}

const { importId, databaseUrl, importDir, feeds } = workerData as ImportThreadData;
const orm = await MikroORM.init({ ...ormConfig(databaseUrl), pool: { min: 0, max: 4 }, logger: () => undefined });
try {
  const imports = new ImportsRepository(orm.em);
  await new ImportRunner(orm.em, imports, importDir, feeds).run(importId);
  parentPort?.postMessage('done');
} finally {
  await orm.close();
}
