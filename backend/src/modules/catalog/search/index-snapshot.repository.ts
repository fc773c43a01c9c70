import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';

/** A stored snapshot of the search index (index-snapshot.ts says what its bytes hold). */
export interface StoredSnapshot {
  revision: string;
  stones: number;
  columns: Buffer;
}

/** The snapshot to store: `encode` makes its bytes, only when it is stored. */
export interface NewSnapshot {
  format: string;
  revision: string;
  stones: number;
  encode: () => Buffer;
}

/** The one place with queries on `search_index_snapshot`: one row, the newest revision any process stored. */
@Injectable()
export class IndexSnapshotRepository {
  constructor(private readonly em: EntityManager) {}

  /** The stored snapshot, unless there is none or it is of another format (written by another version). */
  async read(format: string): Promise<StoredSnapshot | undefined> {
    const { rows } = await sql<{ revision: string; stones: number; columns: Buffer }>`
      select revision::text as revision, stones, columns from search_index_snapshot where format = ${format}`.execute(
      this.em.getKysely(),
    );
    return rows[0];
  }

  /**
   * Stores `snapshot` unless another process is storing one now, the stored one holds the same or a
   * newer revision, or it was stored less than `everySeconds` ago (each API process builds on its own:
   * without this, every one of them would write tens of megabytes after each build). Answers whether
   * it stored it.
   */
  replace(snapshot: NewSnapshot, everySeconds: number): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      const db = tx.getKysely();
      const { rows } = await sql<{ writing: boolean; stored: boolean }>`
        select pg_try_advisory_xact_lock(hashtext('search_index_snapshot')) as writing,
          exists (select from search_index_snapshot
            where format = ${snapshot.format} and (revision >= ${snapshot.revision}::bigint
              or written_at > now() - make_interval(secs => ${everySeconds}))) as stored`.execute(db);
      if (!rows[0].writing || rows[0].stored) return false;
      const { numAffectedRows } = await sql`
        insert into search_index_snapshot (format, revision, stones, columns)
        values (${snapshot.format}, ${snapshot.revision}::bigint, ${snapshot.stones}, ${snapshot.encode()})
        on conflict (one) do update set format = excluded.format, revision = excluded.revision,
          stones = excluded.stones, columns = excluded.columns, written_at = now()
        where search_index_snapshot.format <> excluded.format or search_index_snapshot.revision < excluded.revision`.execute(
        db,
      );
      return numAffectedRows === 1n;
    });
  }
}
