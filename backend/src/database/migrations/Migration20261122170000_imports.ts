import { Migration } from '@mikro-orm/migrations';

export class Migration20261122170000_imports extends Migration {
  override name = 'Migration20261122170000_imports';

  override up(): void | Promise<void> {
    this.addSql(`create type "import_mode" as enum ('upsert', 'replace');`);
    this.addSql(`create type "import_status" as enum ('queued', 'running', 'done', 'failed');`);
    this.addSql(
      `create table "import_failures" ("import_id" uuid not null, "row_index" int not null, "stock_number" varchar(255) not null default '', "field" varchar(255) not null, "error" text not null, "errors" text not null, "cells" jsonb not null, primary key ("import_id", "row_index"));`,
    );

    this.addSql(
      `create table "imports" ("id" uuid not null, "file_name" varchar(255) not null, "stored_file" varchar(255) not null, "file_size" bigint not null, "category" varchar(20) not null, "mode" "import_mode" not null default 'upsert', "dry_run" boolean not null default false, "status" "import_status" not null default 'queued', "progress" int not null default 0, "processed_rows" int not null default 0, "created_count" int not null default 0, "updated_count" int not null default 0, "failed_count" int not null default 0, "unavailable_count" int not null default 0, "columns" jsonb not null, "error" text null, "actor_id" uuid null, "actor_name" varchar(100) null, "actor_email" varchar(254) null, "created_at" timestamptz not null, "started_at" timestamptz null, "heartbeat_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "imports_category_status_index" on "imports" ("category", "status");`);
    this.addSql(`create index "imports_created_at_index" on "imports" ("created_at");`);
    // The stock numbers a replace-mode import has seen (no entity: written and read with SQL only).
    this.addSql(
      `create table "import_seen" ("import_id" uuid not null, "stock_number" varchar(40) not null, primary key ("import_id", "stock_number"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "import_seen" cascade;`);
    this.addSql(`drop table if exists "import_failures" cascade;`);
    this.addSql(`drop table if exists "imports" cascade;`);

    this.addSql(`drop type "import_mode";`);
    this.addSql(`drop type "import_status";`);
  }
}
