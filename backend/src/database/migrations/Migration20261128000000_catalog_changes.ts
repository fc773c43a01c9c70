import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue's change log (issue 20): every statement that changes products moves the catalogue
 * revision once and records, under that revision, the ids it touched, so each API process's search
 * index follows changes by re-reading those stones instead of rebuilding from the whole table.
 *
 * The revision now moves on a change to any product column (product pages and their ETags show them
 * all), and not on statements that change no row. A truncate is logged as one null id: "everything".
 * Old entries are pruned (ProductRepository.pruneCatalogChanges); `log_floor` is the newest revision
 * no longer in the log, so a process holding an older one knows it must rebuild.
 */
export class Migration20261128000000_catalog_changes extends Migration {
  override name = 'Migration20261128000000_catalog_changes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "catalog_revision" add "log_floor" bigint not null default 0;`);
    this.addSql(`create table "catalog_changes" (
      "revision" bigint not null,
      "product_id" uuid,
      "changed_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "catalog_changes_revision_index" on "catalog_changes" ("revision");`);
    // Whether a page's products changed since a revision (ProductRepository.summariesWithRevision).
    this.addSql(`create index "catalog_changes_product_index" on "catalog_changes" ("product_id", "revision");`);
    this.addSql(`drop trigger "products_catalog_revision" on "products";`);
    // Transition tables allow one event per trigger, so one function serves four triggers.
    this.addSql(`create function "log_catalog_changes"() returns trigger language plpgsql as $$
      declare
        moved bigint;
      begin
        if TG_OP = 'TRUNCATE' then
          update "catalog_revision" set "revision" = "revision" + 1 returning "revision" into moved;
          insert into "catalog_changes" ("revision", "product_id") values (moved, null);
        elsif TG_OP = 'DELETE' then
          if not exists (select from old_rows) then return null; end if;
          update "catalog_revision" set "revision" = "revision" + 1 returning "revision" into moved;
          insert into "catalog_changes" ("revision", "product_id") select moved, "id" from old_rows;
        else
          if not exists (select from new_rows) then return null; end if;
          update "catalog_revision" set "revision" = "revision" + 1 returning "revision" into moved;
          insert into "catalog_changes" ("revision", "product_id") select moved, "id" from new_rows;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "products_log_inserts" after insert on "products"
      referencing new table as new_rows for each statement execute function "log_catalog_changes"();`);
    this.addSql(`create trigger "products_log_updates" after update on "products"
      referencing new table as new_rows for each statement execute function "log_catalog_changes"();`);
    this.addSql(`create trigger "products_log_deletes" after delete on "products"
      referencing old table as old_rows for each statement execute function "log_catalog_changes"();`);
    this.addSql(`create trigger "products_log_truncates" after truncate on "products"
      for each statement execute function "log_catalog_changes"();`);
  }

  override down(): void | Promise<void> {
    for (const event of ['inserts', 'updates', 'deletes', 'truncates'])
      this.addSql(`drop trigger "products_log_${event}" on "products";`);
    this.addSql(`drop function "log_catalog_changes"();`);
    this.addSql(`drop table "catalog_changes";`);
    this.addSql(`alter table "catalog_revision" drop column "log_floor";`);
    this
      .addSql(`create trigger "products_catalog_revision" after insert or delete or truncate or update of "id", "product_type", "shape", "cut", "color", "clarity", "lab", "price", "sale_price", "on_sale", "count_in_stock", "availability", "carat", "created_at"
      on "products" for each statement execute function "bump_catalog_revision"();`);
  }
}
