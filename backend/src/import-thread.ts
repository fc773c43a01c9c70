/**
 * The import thread's entry (modules/inventory/import-thread-runner.ts starts it). An entry point like
 * main.ts, so it may build the whole ORM (its entities are every module's). Runs one import in a worker thread: its own database connections (the
 * run's lock, a batch merging, the next one prepared and COPYed), the same ImportRunner, and a heap of its own with a ceiling.
 */
import 'reflect-metadata';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './database/mikro-orm.config.js';
import { type ImportThreadData, ImportRunner, inventoryRepositories } from './modules/inventory/index.js';

/** The import thread's nice value (0 normal … 19 lowest). */
const IMPORT_NICE = 10;

const { importId, databaseUrl, importDir, feeds } = workerData as ImportThreadData;
// An import gives way to answering shoppers: on Linux a thread has its own nice value, so this thread
// yields the CPU to the process's other threads and to an API on the same machine whenever they need
// it, and runs at full speed otherwise.
try {
  setPriority(IMPORT_NICE);
} catch {
  // Not allowed here (a container without the capability): the import runs at normal priority.
}
const orm = await MikroORM.init({ ...ormConfig(databaseUrl), pool: { min: 0, max: 4 }, logger: () => undefined });
try {
  await new ImportRunner(inventoryRepositories(orm.em), importDir, feeds).run(importId);
  parentPort?.postMessage('done');
} finally {
  await orm.close();
}
