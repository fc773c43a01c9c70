import { Migration } from '@mikro-orm/migrations';

export class Migration20261122145343_product_audit extends Migration {
  override name = 'Migration20261122145343_product_audit';

  override up(): void | Promise<void> {
    this.addSql(`create type "product_audit_action" as enum ('create', 'update', 'delete', 'import');`);
    this.addSql(
      `create table "product_audit_entries" ("id" uuid not null, "product_id" uuid not null, "stock_number" varchar(40) not null, "product_name" varchar(200) not null, "action" "product_audit_action" not null, "actor_id" uuid null, "actor_name" varchar(100) null, "actor_email" varchar(254) null, "changes" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "product_audit_entries_product_index" on "product_audit_entries" ("product_id", "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "product_audit_entries" cascade;`);

    this.addSql(`drop type "product_audit_action";`);
  }
}
