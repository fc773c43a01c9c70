import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Repository } from '../../common/repository.js';
import type { MediaReferenceSource } from './media-references.js';

/** The columns other modules registered as holding media paths (MediaReferences), read for content hashes. */
@Injectable()
export class MediaReferencesRepository extends Repository {
  /** Which of `hashes` one of `source`'s columns mentions, in any row. */
  async hashesMentioned(source: MediaReferenceSource, hashes: string[]): Promise<string[]> {
    // As text, a text[] reads `{a,b}` and jsonb its JSON: a 64-hex hash shows unchanged in both.
    const parts = source.columns.map((name) => sql`${sql.ref(`t.${name}`)}::text`);
    const { rows } = await sql<{ hash: string }>`
      select distinct h.hash from ${sql.table(source.table)} t
      cross join unnest(${hashes}::text[]) as h(hash)
      where strpos(concat_ws(' ', ${sql.join(parts)}), h.hash) > 0`.execute(this.db.getKysely());
    return rows.map((row) => row.hash);
  }
}
