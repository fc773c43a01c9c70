import { Migration } from '@mikro-orm/migrations';

/**
 * A counter that moves, in the same transaction, whenever a diamond search field of any product
 * changes, so every API process knows at once whether its in-memory search index is still current.
 * A table row, not a sequence: a sequence moves before the commit, and an index built in between
 * would be taken as current while missing the change.
 */
export class Migration20261122133000_catalog_revision extends Migration {
  override name = 'Migration20261122133000_catalog_revision';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "catalog_revision" ("id" boolean primary key default true check ("id"), "revision" bigint not null default 0);`,
    );
    this.addSql(`insert into "catalog_revision" default values;`);
    this.addSql(`create function "bump_catalog_revision"() returns trigger language plpgsql as $$
      begin
        update "catalog_revision" set "revision" = "revision" + 1;
        return null;
      end $$;`);
    this
      .addSql(`create trigger "products_catalog_revision" after insert or delete or truncate or update of "id", "product_type", "shape", "cut", "color", "clarity", "lab", "price", "carat", "created_at"
      on "products" for each statement execute function "bump_catalog_revision"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "products_catalog_revision" on "products";`);
    this.addSql(`drop function "bump_catalog_revision"();`);
    this.addSql(`drop table "catalog_revision";`);
  }
}
