import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { type ImportCategory, checkImportRow, readHeader } from '../../modules/inventory/index.js';

/** CPU time of this thread, in ms (not the wall clock: the machine may be busy with other work). */
const cpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

/**
 * What a row costs the importer on one core, apart from the database: the CSV parser, and the mapping
 * and checks (the product rules) on their own, in CPU µs per row. Rows are parsed in batches, then
 * mapped and checked, so the two are timed apart.
 */
export async function rowCost(
  path: string,
  category: ImportCategory,
): Promise<{ rows: number; parseUs: number; checkUs: number }> {
  const parser = createReadStream(path).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true }));
  let mapper: ReturnType<typeof readHeader>['mapper'] = null;
  let rows = 0;
  let checkMs = 0;
  let batch: string[][] = [];
  const check = () => {
    const from = cpuMs();
    for (const cells of batch) checkImportRow(category, mapper!.map(cells));
    checkMs += cpuMs() - from;
    batch = [];
  };
  const started = cpuMs();
  for await (const cells of parser as AsyncIterable<string[]>) {
    if (!mapper) {
      mapper = readHeader(category, cells).mapper;
      continue;
    }
    rows += 1;
    batch.push(cells);
    if (batch.length === 2000) check();
  }
  check();
  const totalMs = cpuMs() - started;
  return { rows, parseUs: ((totalMs - checkMs) * 1000) / rows, checkUs: (checkMs * 1000) / rows };
}
