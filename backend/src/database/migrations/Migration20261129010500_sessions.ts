import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 27, point 5: server-side sessions. Every bearer token names a row here (its `jti`); signing
 * out revokes the row, and a token whose row is revoked, expired or missing answers 401.
 */
export class Migration20261129010500_sessions extends Migration {
  override name = 'Migration20261129010500_sessions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sessions" ("id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sessions" cascade;`);
  }
}
