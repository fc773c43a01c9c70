import { Migration } from '@mikro-orm/migrations';

/**
 * The search index's snapshot (catalog/search/index-snapshot.repository.ts): the columns of the last
 * index one API process built, and the catalogue revision they hold, so a starting process loads them
 * and follows the change log from there instead of reading every diamond. One row, replaced only by a
 * newer revision. The bytes are already compact binary: stored uncompressed (pglz would spend its
 * time on every write and read for little).
 */
export class Migration20261129150000_search_index_snapshot extends Migration {
  override name = 'Migration20261129150000_search_index_snapshot';

  override up(): void {
    this.addSql(`create table "search_index_snapshot" (
      "one" boolean primary key default true check ("one"),
      "format" text not null,
      "revision" bigint not null,
      "stones" integer not null,
      "columns" bytea not null,
      "written_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "search_index_snapshot" alter column "columns" set storage external;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "search_index_snapshot";`);
  }
}
