import { Migration } from '@mikro-orm/migrations';
import { Logger } from '@nestjs/common';
import { normaliseEmail } from '../../common/text/index.js';

export interface StoredAddress {
  id: string;
  email: string;
}

export interface AddressPlan {
  /** Accounts whose stored address only changes spelling (normalised). */
  renamed: StoredAddress[];
  /** Newer accounts whose address normalises like an older account's: `takenBy` is the older one. */
  clashes: Array<{ id: string; email: string; takenBy: string }>;
}

/**
 * Decides, for accounts listed oldest first, who owns each normalised address: the oldest account
 * keeps it (stored normalised); every newer account spelled alike keeps its address as it was, is
 * flagged with the owner's id and disabled, so nothing is lost and nobody signs in to it by a
 * look-alike spelling. Staff see it disabled in the console and can sort it out with its owner.
 */
export function planNormalisedEmails(oldestFirst: StoredAddress[]): AddressPlan {
  const owners = new Map<string, string>();
  const plan: AddressPlan = { renamed: [], clashes: [] };
  for (const { id, email } of oldestFirst) {
    const normalised = normaliseEmail(email);
    const owner = owners.get(normalised);
    if (owner) {
      plan.clashes.push({ id, email, takenBy: owner });
      continue;
    }
    owners.set(normalised, id);
    if (normalised !== email) plan.renamed.push({ id, email: normalised });
  }
  return plan;
}

/**
 * Issue 27, point 2: one address, one spelling. Stored addresses become normaliseEmail's form and the
 * unique index compares the column itself (it compared lower(email), which neither folded fullwidth
 * forms nor agreed with the sign-in look-up). Clashing accounts are resolved by planNormalisedEmails;
 * the migration logs what it did.
 */
export class Migration20261129010000_normalised_emails extends Migration {
  override name = 'Migration20261129010000_normalised_emails';

  override async up(): Promise<void> {
    await this.execute(`alter table "users" add column "email_taken_by" uuid null;`);
    await this.execute(`drop index if exists "users_email_unique";`);
    const rows = (await this.execute(
      `select "id", "email" from "users" order by "created_at", "id";`,
    )) as unknown as StoredAddress[];
    const plan = planNormalisedEmails(rows);
    if (plan.renamed.length) {
      await this.execute(
        `update "users" as u set "email" = v."email" from json_to_recordset(?::json) as v("id" uuid, "email" text) where u."id" = v."id";`,
        [JSON.stringify(plan.renamed)],
      );
    }
    if (plan.clashes.length) {
      await this.execute(
        `update "users" as u set "email_taken_by" = v."takenBy", "is_disabled" = true, "sessions_valid_after" = now()
         from json_to_recordset(?::json) as v("id" uuid, "takenBy" uuid) where u."id" = v."id";`,
        [JSON.stringify(plan.clashes)],
      );
    }
    await this.execute(`create unique index "users_email_unique" on "users" ("email") where "email_taken_by" is null;`);
    const logger = new Logger('Database');
    logger.log(
      `Normalised e-mail addresses: ${rows.length} account(s) checked, ${plan.renamed.length} respelled, ${plan.clashes.length} clash(es)`,
    );
    for (const clash of plan.clashes) {
      logger.warn(
        `Account ${clash.id} (${clash.email}) has the same address as the older account ${clash.takenBy}, which keeps it; ${clash.id} is disabled and kept unchanged for staff to resolve`,
      );
    }
  }

  /** Original spellings are not restored (the normalised ones are equally valid addresses). */
  override async down(): Promise<void> {
    await this.execute(`drop index if exists "users_email_unique";`);
    await this.execute(`alter table "users" drop column "email_taken_by";`);
    await this.execute(`create unique index "users_email_unique" on "users" (lower("email"));`);
  }
}
