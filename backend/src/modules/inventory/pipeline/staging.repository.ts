import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { from as copyFrom } from 'pg-copy-streams';
import { Repository } from '../../../common/repository.js';
import { writableProductProps } from '../../catalog/index.js';
import { type CopyKind, copyLine } from './copy-text.js';

/** A checked row on its way into the catalogue: a product's columns, and what a supplier's offer adds. */
export interface StagedRow {
  rowIndex: number;
  /** The product's fields by property name (toProductFields, with id and timestamps). */
  product: Record<string, unknown>;
  /** Supplier rows: the stone's certificate key, whether it is offered, and the feed row as checked. */
  certificateKey?: string;
  live?: boolean;
  payload?: unknown;
}

/** A product column as staged: its property, its column and how COPY writes it. */
export interface StagedColumn {
  name: string;
  field: string;
  kind: CopyKind;
}

const COPY_CHUNK_CHARS = 64 * 1024;
/** Batches staged between two vacuums of the staging table. */
const VACUUM_EVERY_BATCHES = 10;

const KIND_OF_RUNTIME_TYPE: Record<string, CopyKind> = {
  number: 'number',
  boolean: 'boolean',
  array: 'array',
  any: 'json',
  Date: 'date',
};

/**
 * The staging table (inventory_staging): a batch of checked rows is COPYed there, then merged into
 * products or supplier offers by set-based statements that read it (stagedBatchSql). COPY runs on a
 * connection of its own, outside the merge's transaction, so the next batch is staged while the
 * database merges the last one; a batch staged again (a retried run) replaces its earlier copy, and
 * the merge removes what it used in its own transaction.
 */
@Injectable()
export class StagingRepository extends Repository {
  private columnsOfProducts?: StagedColumn[];

  /** Products' writable columns, in the order they are staged. */
  get columns(): StagedColumn[] {
    return (this.columnsOfProducts ??= writableProductProps(this.em.getMetadata()).map((prop) => ({
      name: prop.name,
      field: prop.fieldNames[0],
      kind: KIND_OF_RUNTIME_TYPE[prop.runtimeType] ?? 'text',
    })));
  }

  async stage(importId: string, batch: number, rows: StagedRow[]): Promise<void> {
    if (!rows.length) return;
    const columns = this.columns;
    const names = columns.map((column) => column.name);
    const kinds: CopyKind[] = [
      'text',
      'number',
      'number',
      ...columns.map((column) => column.kind),
      'text',
      'boolean',
      'json',
    ];
    const list = [
      'import_id',
      'batch',
      'row_index',
      ...columns.map((column) => `"${column.field}"`),
      'certificate_key',
      'live',
      'payload',
    ].join(', ');
    // Lines go out in chunks of about 64 kB: one socket write per row costs more than writing the row.
    const lines = function* () {
      let chunk = '';
      for (const row of rows) {
        const values: unknown[] = [importId, batch, row.rowIndex];
        for (const name of names) values.push(row.product[name]);
        values.push(row.certificateKey, row.live, row.payload);
        chunk += copyLine(values, kinds);
        if (chunk.length >= COPY_CHUNK_CHARS) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    };
    const pool = await (this.em.getConnection() as PostgreSqlConnection).getNativeClient();
    const client = await pool.connect();
    try {
      await client.query('delete from inventory_staging where import_id = $1 and batch = $2', [importId, batch]);
      // Every merged batch leaves its rows dead: vacuumed as a run goes, so the table stays a few batches
      // big whether or not autovacuum runs (it is off on some servers).
      if (batch % VACUUM_EVERY_BATCHES === 0) await client.query('vacuum inventory_staging');
      await pipeline(Readable.from(lines()), client.query(copyFrom(`copy inventory_staging (${list}) from stdin`)));
    } finally {
      client.release();
    }
  }

  /** Removes a merged batch, inside the merge's transaction. */
  async discard(importId: string, batch: number): Promise<void> {
    await this.db.execute('delete from inventory_staging where import_id = ? and batch = ?', [importId, batch], 'run');
  }

  /** Removes whatever an import left staged (it ended, or failed between a COPY and its merge). */
  async discardImport(importId: string): Promise<void> {
    const em = this.em.fork();
    await em.execute('delete from inventory_staging where import_id = ?', [importId], 'run');
    await em.execute('vacuum inventory_staging', [], 'run');
  }
}

/**
 * A staged batch as a relation: the given columns of its rows, then `extra` (text naming staging's own
 * columns). Its parameters are the import's id and the batch's number.
 */
export function stagedBatchSql(fields: string[], extra = ''): string {
  const list = fields.map((field) => `"${field}"`).join(', ');
  return `select ${list}${extra ? `, ${extra}` : ''} from inventory_staging where import_id = ?::uuid and batch = ?`;
}
