/**
 * Supplier feeds (CSV imports): the module, and what the terminal's `npm run import` and the benchmark
 * use to run an import in-process the way the worker does.
 */
export { ImportsModule } from './imports.module.js';
export { ImportWorkerModule } from './import-worker.module.js';
export { ImportFailure } from './entities/import-failure.entity.js';
export { ImportJob, ImportMode, ImportStatus } from './entities/import-job.entity.js';
export { IMPORT_CATEGORIES, type ImportCategory } from './csv/import-categories.js';
export { readHeader } from './csv/row-mapper.js';
export { checkImportRow } from './csv/row-rules.js';
export { readCsvHeader } from './import-file-check.js';
export { ImportRunner, type ImportRunHooks } from './import-runner.js';
export { ImportsRepository } from './imports.repository.js';
export { errorsCsv } from './errors-csv.js';
