import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 33 §2, two-step sign-in for staff: each staff member's authenticator (TOTP) secret, sealed, with the
 * last time step a code was accepted for (staff_two_factor); their single-use recovery codes, hashed
 * (staff_recovery_codes); the half-done sign-ins waiting for a code or an enrolment, hashed
 * (staff_sign_in_challenges); and the Owners' setting that requires it of every staff account
 * (staff_sign_in_policy, one row).
 */
export class Migration20261130070000_staff_two_factor extends Migration {
  override name = 'Migration20261130070000_staff_two_factor';

  override up(): void {
    this.addSql(
      `create table "staff_two_factor" ("user_id" uuid not null, "secret" text null, "pending_secret" text null, "pending_since" timestamptz null, "enabled_at" timestamptz null, "last_used_step" int null, "updated_at" timestamptz not null, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "staff_two_factor" add constraint "staff_two_factor_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "staff_recovery_codes" ("id" uuid not null, "user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "staff_recovery_codes" add constraint "staff_recovery_codes_user_id_code_hash_unique" unique ("user_id", "code_hash");`,
    );
    this.addSql(
      `alter table "staff_recovery_codes" add constraint "staff_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(`create type "sign_in_challenge_purpose" as enum ('two-factor', 'enrolment');`);
    this.addSql(
      `create table "staff_sign_in_challenges" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, "purpose" "sign_in_challenge_purpose" not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "staff_sign_in_challenges" add constraint "staff_sign_in_challenges_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "staff_sign_in_challenges" add constraint "staff_sign_in_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "staff_sign_in_policy" ("id" smallint not null default 1, "two_factor_required" boolean not null default false, "updated_at" timestamptz not null, "updated_by_id" uuid null, "updated_by_name" varchar(100) null, "updated_by_email" varchar(254) null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "staff_sign_in_policy" add constraint "staff_sign_in_policy_single_row_check" check ("id" = 1);`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "staff_sign_in_policy" cascade;`);
    this.addSql(`drop table if exists "staff_sign_in_challenges" cascade;`);
    this.addSql(`drop type if exists "sign_in_challenge_purpose";`);
    this.addSql(`drop table if exists "staff_recovery_codes" cascade;`);
    this.addSql(`drop table if exists "staff_two_factor" cascade;`);
  }
}
