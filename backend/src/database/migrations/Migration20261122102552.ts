import { Migration } from '@mikro-orm/migrations';

export class Migration20261122102552 extends Migration {
  override name = 'Migration20261122102552';

  override up(): void | Promise<void> {
    this.addSql(`create type "user_role" as enum ('admin', 'customer');`);
    this.addSql(
      `create table "users" ("id" uuid not null, "email" varchar(254) not null, "name" varchar(100) not null, "password_hash" varchar(255) not null, "role" "user_role" not null default 'customer', "is_disabled" boolean not null default false, "sessions_valid_after" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create unique index "users_email_unique" on "users" (lower("email"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop type "user_role";`);
  }
}
