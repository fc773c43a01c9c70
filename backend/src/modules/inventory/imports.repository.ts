import { type FilterQuery, raw } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { Injectable } from '@nestjs/common';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import { Repository } from '../../common/repository.js';
import { ImportFailure } from './entities/import-failure.entity.js';
import { ImportJob, ImportStatus } from './entities/import-job.entity.js';
import type { RunOutcome } from './pipeline/inventory-source.js';
import { isUuid } from '../../common/text/index.js';

/**
 * Every field of an import's record but its lists and objects sorts the history; totalItems is the
 * rows read, successCount their sum, retryable comes with a failed status.
 */
export const IMPORT_SORT = sortColumns(
  [
    'fileName',
    'category',
    'mode',
    'dryRun',
    'status',
    'progress',
    'createdCount',
    'updatedCount',
    'failedCount',
    'unavailableCount',
    'error',
    'createdAt',
    'startedAt',
    'finishedAt',
    'supplierId',
    'trigger',
    'bytesFetched',
    'priceUpCount',
    'priceDownCount',
    'heldReason',
    'heldFor',
  ],
  {
    totalItems: 'processedRows',
    retiredCount: 'unavailableCount',
    supplierName: raw((alias: string) => `(select s.name from suppliers s where s.id = ${alias}.supplier_id)`),
    // In whole milliseconds, as the answer computes it from the two instants (JavaScript dates drop microseconds).
    durationMs: raw(
      (alias: string) =>
        `(date_trunc('milliseconds', ${alias}.finished_at) - date_trunc('milliseconds', ${alias}.started_at))`,
    ),
    successCount: raw((alias: string) => `(${alias}.created_count + ${alias}.updated_count)`),
    retryable: raw((alias: string) => `(${alias}.status = 'failed')`),
  },
);
export type ImportSortField = keyof typeof IMPORT_SORT;

/** An import that has not moved for this long lost its worker; another import of its category may run. */
export const STALE_AFTER_SECONDS = 60;

/** One batch's effect on its import, committed with the batch. */
export interface BatchProgress {
  processedRows: number;
  progress: number;
  created: number;
  updated: number;
  failures: ImportFailure[];
  /** Replace mode: every stock number of the batch's rows. */
  seen: string[];
  /** Supplier runs: offers whose retail price went up, and down. */
  priceUp?: number;
  priceDown?: number;
}

/** Data access of imports: the one place with their queries. */
@Injectable()
export class ImportsRepository extends Repository {
  /** The URL this process's database connection uses: the import thread opens its own with it. */
  databaseUrl(): string {
    return this.em.config.get('clientUrl') as string;
  }

  /**
   * Runs a batch's writes in one transaction committed without waiting for the disk. Safe: a batch lost
   * in a crash has not moved the resume point either (same transaction), so the retried job writes it again.
   */
  batchTransaction<T>(work: () => Promise<T>): Promise<T> {
    return this.transaction(async () => {
      await this.db.execute('set local synchronous_commit = off');
      return work();
    });
  }

  /**
   * Runs an import's `work` while holding its run lock, or answers `otherwise` when another process holds
   * it: a session lock, which PostgreSQL releases the moment a killed worker's connection drops.
   */
  whileRunLocked<T>(importId: string, work: () => Promise<T>, otherwise: () => Promise<T>): Promise<T> {
    return this.em
      .getKysely()
      .connection()
      .execute(async (session) => {
        const key = `import-run:${importId}`;
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_lock(hashtext(${key})) as locked`.execute(session);
        if (!rows[0].locked) return otherwise();
        try {
          return await work();
        } finally {
          await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(session);
        }
      });
  }

  async create(job: ImportJob): Promise<ImportJob> {
    await this.em.fork().persist(job).flush();
    return job;
  }

  async remove(id: string): Promise<void> {
    await this.em.fork().nativeDelete(ImportJob, { id });
  }

  find(id: string): Promise<ImportJob | null> {
    return this.em.fork().findOne(ImportJob, { id });
  }

  async list(query: ListQuery<ImportSortField>): Promise<{ imports: ImportJob[]; total: number }> {
    // filter.id: react-admin's getMany.
    const ids = query.filter.id;
    const supplierId = query.filter.supplierId;
    const where: FilterQuery<ImportJob> = {
      ...(Array.isArray(ids) && {
        id: { $in: ids.filter((id): id is string => typeof id === 'string' && isUuid(id)) },
      }),
      // A supplier's runs; an id that is no supplier's has none.
      ...(supplierId !== undefined && {
        supplierId:
          typeof supplierId === 'string' && isUuid(supplierId) ? supplierId : '00000000-0000-0000-0000-000000000000',
      }),
    };
    const [imports, total] = await this.em.fork().findAndCount(ImportJob, where, {
      orderBy: query.orderBy as never,
      limit: query.limit,
      offset: query.offset,
    });
    return { imports, total };
  }

  /** The first failed rows of an import, in file order. */
  failures(importId: string, limit?: number): Promise<ImportFailure[]> {
    return this.em.fork().find(ImportFailure, { importId }, { orderBy: { rowIndex: 'ASC' }, limit });
  }

  /** Every failed row, a page at a time (for the error file). */
  async *allFailures(importId: string, pageSize = 5000): AsyncGenerator<ImportFailure[]> {
    for (let after = 0; ;) {
      const page = await this.em
        .fork()
        .find(ImportFailure, { importId, rowIndex: { $gt: after } }, { orderBy: { rowIndex: 'ASC' }, limit: pageSize });
      if (!page.length) return;
      yield page;
      after = page[page.length - 1].rowIndex;
    }
  }

  /**
   * Marks the import running unless another import of its category is running (with a live
   * heartbeat). The advisory lock makes two workers claiming at once see each other.
   */
  claim(id: string, category: string): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`imports:${category}`]);
      const rows = await tx.execute<{ id: string }[]>(
        `update imports set status = 'running', started_at = coalesce(started_at, now()), heartbeat_at = now()
          where id = ? and status in ('queued', 'running')
            and not exists (select 1 from imports other
                             where other.category = imports.category and other.id <> imports.id and other.status = 'running'
                               and other.heartbeat_at > now() - make_interval(secs => ?))
          returning id`,
        [id, STALE_AFTER_SECONDS],
      );
      return rows.length > 0;
    });
  }

  /** Queued or running imports that have not moved (created, re-queued or a batch committed) for `seconds`. */
  async unmoved(seconds: number): Promise<{ id: string; fileName: string; requeued: boolean }[]> {
    const rows = await this.em.fork().execute<{ id: string; file_name: string; requeued: boolean }[]>(
      `select id, file_name, requeued_at is not null as requeued from imports
        where status in ('queued', 'running') and greatest(created_at, heartbeat_at, requeued_at) < now() - make_interval(secs => ?)
        order by created_at`,
      [seconds],
    );
    return rows.map((row) => ({ id: row.id, fileName: row.file_name, requeued: row.requeued }));
  }

  /** Notes the one re-queue of a lost import; false when it was re-queued already (by another process too). */
  async markRequeued(id: string): Promise<boolean> {
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>(
        `update imports set requeued_at = now() where id = ? and requeued_at is null and status in ('queued', 'running') returning id`,
        [id],
      );
    return rows.length > 0;
  }

  /**
   * Fails an import whose job was lost again after its re-queue (not one re-queued in the last
   * `seconds`, by another process meanwhile). Its file and seen stock numbers stay for a Retry.
   */
  async failLost(id: string, reason: string, seconds: number): Promise<boolean> {
    const rows = await this.em.fork().execute<{ id: string }[]>(
      `update imports set status = 'failed', error = ?, finished_at = now()
        where id = ? and status in ('queued', 'running') and requeued_at < now() - make_interval(secs => ?) returning id`,
      [reason, id, seconds],
    );
    return rows.length > 0;
  }

  /** A failed import queued again by staff (Retry); it resumes after its last committed batch. */
  async reopen(id: string): Promise<boolean> {
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>(
        `update imports set status = 'queued', error = null, finished_at = null, requeued_at = null where id = ? and status = 'failed' returning id`,
        [id],
      );
    return rows.length > 0;
  }

  /** A run held for want of a saved markup, queued again once staff confirm it (it has written nothing yet). */
  async resumeHeldForMarkup(id: string): Promise<boolean> {
    const rows = await this.em.fork().execute<{ id: string }[]>(
      `update imports set status = 'queued', held_reason = null, held_for = null, progress = 0, finished_at = null, requeued_at = null
        where id = ? and status = 'held' and held_for = 'markup' returning id`,
      [id],
    );
    return rows.length > 0;
  }

  /** A batch's counters, failed rows and seen stock numbers, inside the batch's transaction. */
  async recordBatch(importId: string, batch: BatchProgress): Promise<void> {
    const db = this.db;
    if (batch.failures.length) {
      const rows = batch.failures.map((f) => ({
        import_id: importId,
        row_index: f.rowIndex,
        stock_number: f.stockNumber,
        field: f.field,
        error: f.error,
        errors: f.errors,
        cells: f.cells,
      }));
      // A batch re-run after a crash meets its own rows again: the first write stands.
      await db.execute(
        'insert into import_failures select * from json_populate_recordset(null::import_failures, ?::json) on conflict do nothing',
        [JSON.stringify(rows)],
        'run',
      );
    }
    if (batch.seen.length) {
      await db.execute(
        'insert into import_seen select ?, json_array_elements_text(?::json) on conflict do nothing',
        [importId, JSON.stringify(batch.seen)],
        'run',
      );
    }
    await db.execute(
      `update imports set processed_rows = ?, progress = ?, created_count = created_count + ?, updated_count = updated_count + ?,
              failed_count = failed_count + ?, price_up_count = price_up_count + ?, price_down_count = price_down_count + ?,
              heartbeat_at = now()
        where id = ?`,
      [
        batch.processedRows,
        batch.progress,
        batch.created,
        batch.updated,
        batch.failures.length,
        batch.priceUp ?? 0,
        batch.priceDown ?? 0,
        importId,
      ],
      'run',
    );
  }

  /** A supplier run's download: its size, which is also the file's. */
  async recordFetch(importId: string, bytes: number): Promise<void> {
    await this.em
      .fork()
      .execute('update imports set bytes_fetched = ?, file_size = ?, heartbeat_at = now() where id = ?', [
        bytes,
        bytes,
        importId,
      ]);
  }

  /** The supplier's run that is queued, running or held for review, if any. */
  activeRunOf(supplierId: string): Promise<ImportJob | null> {
    return this.em
      .fork()
      .findOne(
        ImportJob,
        { supplierId, status: { $in: [ImportStatus.Queued, ImportStatus.Running, ImportStatus.Held] } },
        { orderBy: { createdAt: 'DESC' } },
      );
  }

  /** The size of the supplier's last full-feed file that was applied or held, before this run. */
  async previousFileSize(supplierId: string, exceptId: string): Promise<number | null> {
    const [row] = await this.em.fork().execute<{ file_size: string }[]>(
      `select file_size from imports where supplier_id = ? and id <> ? and status in ('done', 'held') and file_size > 0
        order by created_at desc limit 1`,
      [supplierId, exceptId],
    );
    return row ? Number(row.file_size) : null;
  }

  /** Ends an import, in one transaction: done with its final counters, held with why, or failed with the reason. Seen stock numbers go. */
  finish(importId: string, outcome: RunOutcome): Promise<void> {
    return this.transaction(async () => {
      const db = this.db;
      await db.execute(
        `update imports set status = ?, error = ?, held_reason = ?, held_for = ?,
                progress = case when ? in ('done', 'held') then 100 else progress end,
                processed_rows = coalesce(?, processed_rows), unavailable_count = coalesce(?, unavailable_count), finished_at = now()
          where id = ?`,
        [
          outcome.status,
          outcome.error ?? null,
          outcome.heldReason ?? null,
          outcome.heldFor ?? null,
          outcome.status,
          outcome.processedRows ?? null,
          outcome.unavailable ?? null,
          importId,
        ],
        'run',
      );
      await db.execute('delete from import_seen where import_id = ?', [importId], 'run');
    });
  }
}
