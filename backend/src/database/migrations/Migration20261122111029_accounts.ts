import { Migration } from '@mikro-orm/migrations';

export class Migration20261122111029_accounts extends Migration {
  override name = 'Migration20261122111029_accounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "password_reset_tokens" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "users" add "username" varchar(50) null, add "first_name" varchar(50) null, add "last_name" varchar(50) null, add "phone_number" varchar(20) null;`,
    );
    this.addSql(`create index "users_role_created_at_index" on "users" ("role", "created_at");`);
    this.addSql(`create unique index "users_username_unique" on "users" (lower("username"));`);

    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);

    this.addSql(`drop index "users_role_created_at_index";`);
    this.addSql(`drop index "users_username_unique";`);
    this.addSql(
      `alter table "users" drop column "username", drop column "first_name", drop column "last_name", drop column "phone_number";`,
    );
  }
}
