import { Migration } from '@mikro-orm/migrations';

/**
 * Where an import's batch lands by COPY before set-based statements merge it (inventory/pipeline):
 * every column of products, plain (no constraints, defaults or generated expressions), plus the batch's
 * place and what a supplier's offer adds. Unlogged: a batch is staged again by its retried run, so
 * losing the table in a database crash loses nothing (the resume point moves only when a merge commits).
 * A product column added later must be added here too (test/inventory-pipeline.test.ts checks).
 */
export class Migration20261129130000_inventory_staging extends Migration {
  override name = 'Migration20261129130000_inventory_staging';

  override up(): void {
    this.addSql(`create unlogged table "inventory_staging" as select * from "products" with no data;`);
    this.addSql(`alter table "inventory_staging"
      add column "import_id" uuid not null, add column "batch" int not null, add column "row_index" int not null,
      add column "certificate_key" text, add column "live" boolean, add column "payload" jsonb;`);
    this.addSql(`create index "inventory_staging_batch_index" on "inventory_staging" ("import_id", "batch");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "inventory_staging";`);
  }
}
