import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse';
import type { FeedSupplier } from '../suppliers/index.js';
import type { ImportCategory } from './csv/import-categories.js';
import { REQUIRED_COLUMNS } from './csv/import-columns.js';
import { describeHeader } from './csv/row-mapper.js';
import type { FeedPreviewDto } from './dto/import.dto.js';
import { FEEDS_FOLDER } from './feed-runs.service.js';
import { readCsvHeader } from './import-file-check.js';
import { type FeedOptions, fetchSupplierFile } from './supplier-run.js';

const PREVIEW_ROWS = 5;

/**
 * Fetches the first bytes of the supplier's file now (a range request, or the download stopped after
 * 256 KiB; never the whole file) and shows how its columns map with the header names given (the
 * supplier's saved ones by default): each header's template column and how it was recognised, the
 * first rows, and the required columns nothing fills. The file is removed after; nothing is imported.
 */
export async function previewFeed(
  supplier: FeedSupplier & { source: NonNullable<FeedSupplier['source']> },
  columnAliases: Record<string, string>,
  importDir: string,
  options: FeedOptions,
): Promise<FeedPreviewDto | { error: string }> {
  const path = join(importDir, FEEDS_FOLDER, `preview-${randomUUID()}.csv`);
  try {
    const fetched = await fetchSupplierFile(supplier.source, path, options, true);
    if ('error' in fetched) return fetched;
    return await mappingOf(supplier.category as ImportCategory, path, columnAliases);
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * The same preview for a manual supplier (nothing to fetch): of the head of a sample staff uploaded
 * (see SampleUploadInterceptor), checked as an upload is (UTF-8 CSV text with a header row).
 */
export async function previewSample(
  category: ImportCategory,
  head: Buffer,
  columnAliases: Record<string, string>,
  importDir: string,
): Promise<FeedPreviewDto | { error: string }> {
  const path = join(importDir, FEEDS_FOLDER, `sample-${randomUUID()}.csv`);
  try {
    await mkdir(join(importDir, FEEDS_FOLDER), { recursive: true });
    await writeFile(path, head);
    const sniffed = await readCsvHeader(path);
    if ('error' in sniffed) return sniffed;
    return await mappingOf(category, path, columnAliases);
  } finally {
    await rm(path, { force: true });
  }
}

/** Each header's template column and how it was recognised, the first rows, and the required columns nothing fills. */
async function mappingOf(
  category: ImportCategory,
  path: string,
  columnAliases: Record<string, string>,
): Promise<FeedPreviewDto> {
  const [header = [], ...rows] = await firstRows(path, PREVIEW_ROWS + 1);
  const columns = describeHeader(category, header, columnAliases);
  const filled = new Set(columns.map((column) => column.column));
  const missing = REQUIRED_COLUMNS[category]
    .filter((group) => !group.some((name) => filled.has(name)))
    .map((group) => group.join(' or '));
  return { columns, rows, missing };
}

async function firstRows(path: string, count: number): Promise<string[][]> {
  const rows: string[][] = [];
  const parser = createReadStream(path).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, to_line: count + 10 }),
  );
  try {
    for await (const row of parser as AsyncIterable<string[]>) {
      rows.push(row);
      if (rows.length === count) break;
    }
  } catch {
    /* the rows read before a broken line are shown */
  }
  return rows;
}
