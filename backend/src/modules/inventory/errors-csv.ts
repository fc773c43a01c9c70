import { csvLine } from './csv/error-csv.js';
import type { ImportJob } from './entities/import-job.entity.js';
import type { ImportsRepository } from './imports.repository.js';

/** An import's refused rows as they were in the file, with an Error column, a page of rows at a time. */
export async function* errorsCsv(imports: ImportsRepository, job: ImportJob): AsyncGenerator<string> {
  yield csvLine([...job.columns, 'Error']);
  for await (const page of imports.allFailures(job.id)) {
    yield page.map((failure) => csvLine([...failure.cells, failure.errors])).join('');
  }
}
