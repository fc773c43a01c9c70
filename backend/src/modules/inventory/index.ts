/**
 * The inventory: every write to the catalogue's stock in bulk. CSV uploads and supplier feeds are two
 * sources of one pipeline (imports), supplier offers and their price history, and repricing. Uses
 * suppliers/ (what describes a supplier) and catalog/ (the product model); neither uses it.
 * Exported: the modules, and what the terminal's `npm run import` and the benchmarks use to run an
 * import in-process the way the worker does.
 */
export { InventoryModule } from './inventory.module.js';
export { InventoryWorkerModule } from './inventory-worker.module.js';
export { ImportFailure } from './entities/import-failure.entity.js';
export { ImportJob, ImportMode, ImportStatus } from './entities/import-job.entity.js';
export { IMPORT_CATEGORIES, type ImportCategory } from './csv/import-categories.js';
export { readHeader } from './csv/row-mapper.js';
export { checkImportRow } from './csv/row-rules.js';
export { readCsvHeader } from './import-file-check.js';
export { ImportRunner, type ImportRunHooks } from './import-runner.js';
export { InventoryRepositories, inventoryRepositories } from './pipeline/inventory-repositories.js';
export { ImportsRepository } from './imports.repository.js';
export type { ImportThreadData } from './import-thread-runner.js';
export { errorsCsv } from './errors-csv.js';
export { HeldRuns, type HeldRun } from './held-runs.repository.js';
