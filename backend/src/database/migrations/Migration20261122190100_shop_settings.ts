import { Migration } from '@mikro-orm/migrations';

export class Migration20261122190100_shop_settings extends Migration {
  override name = 'Migration20261122190100_shop_settings';

  override up(): void | Promise<void> {
    // One row at most: the settings document. No row means the defaults (see shop-settings.ts).
    this.addSql(
      `create table "shop_settings" ("id" smallint not null default 1, "document" jsonb not null, "updated_at" timestamptz not null, "updated_by_id" uuid null, "updated_by_name" varchar(100) null, "updated_by_email" varchar(254) null, primary key ("id"));`,
    );
    this.addSql(`alter table "shop_settings" add constraint "shop_settings_single_row_check" check ("id" = 1);`);

    this.addSql(
      `create table "shop_settings_audit" ("id" uuid not null, "actor_id" uuid null, "actor_name" varchar(100) null, "actor_email" varchar(254) null, "changes" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "shop_settings_audit_created_at_index" on "shop_settings_audit" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shop_settings_audit" cascade;`);
    this.addSql(`drop table if exists "shop_settings" cascade;`);
  }
}
