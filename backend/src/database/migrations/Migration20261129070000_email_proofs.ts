import { Migration } from '@mikro-orm/migrations';
import { normaliseEmail } from '../../common/text/email.js';

const LEAD_TABLES = ['orders', 'appointments', 'contact_messages'] as const;

/**
 * Issue 28, point 2: a customer proves their address by an e-mailed link (email_proof_tokens, only
 * the token's hash kept; users.proven_email, the address proven), and their requests sent as a guest
 * with that address then join their account. Requests' addresses are compared normalised, so the
 * stored ones are normalised here, as new ones are at intake.
 */
export class Migration20261129070000_email_proofs extends Migration {
  override name = 'Migration20261129070000_email_proofs';

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "proven_email" varchar(254) null;`);
    this.addSql(
      `create table "email_proof_tokens" ("id" uuid not null, "user_id" uuid not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "email_proof_tokens" add constraint "email_proof_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "email_proof_tokens" add constraint "email_proof_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    for (const table of LEAD_TABLES) {
      const rows = (await this.execute(
        `select "id", "email" from "${table}" where "email" is not null;`,
      )) as unknown as Array<{ id: string; email: string }>;
      const changed = rows
        .filter(({ email }) => normaliseEmail(email) !== email)
        .map(({ id, email }) => ({ id, email: normaliseEmail(email) }));
      if (changed.length)
        await this.execute(
          `update "${table}" as t set "email" = v."email" from json_to_recordset(?::json) as v("id" uuid, "email" text) where t."id" = v."id";`,
          [JSON.stringify(changed)],
        );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "email_proof_tokens";`);
    this.addSql(`alter table "users" drop column "proven_email";`);
  }
}
