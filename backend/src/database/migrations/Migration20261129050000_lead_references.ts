import { Migration } from '@mikro-orm/migrations';
import { LEAD_REFERENCE_SEQUENCE, leadReference } from '../../modules/leads/index.js';

const LEAD_TABLES = ['orders', 'appointments', 'contact_messages'] as const;

/**
 * Issue 28, point 3: every request gets a reference customers quote and staff search by. One sequence
 * serves the three tables, so a reference names one request of any kind; existing requests get theirs
 * oldest first.
 */
export class Migration20261129050000_lead_references extends Migration {
  override name = 'Migration20261129050000_lead_references';

  override async up(): Promise<void> {
    await this.execute(`create sequence "${LEAD_REFERENCE_SEQUENCE}" minvalue 1 maxvalue 1073741823 no cycle;`);
    for (const table of LEAD_TABLES) {
      await this.execute(`alter table "${table}" add column "reference" varchar(12) null;`);
      const rows = (await this.execute(
        `select "id", nextval('${LEAD_REFERENCE_SEQUENCE}')::int as "n" from (select "id" from "${table}" order by "created_at", "id") as t;`,
      )) as unknown as Array<{ id: string; n: number }>;
      if (rows.length) {
        const references = rows.map(({ id, n }) => ({ id, reference: leadReference(n) }));
        await this.execute(
          `update "${table}" as t set "reference" = v."reference" from json_to_recordset(?::json) as v("id" uuid, "reference" text) where t."id" = v."id";`,
          [JSON.stringify(references)],
        );
      }
      await this.execute(`alter table "${table}" alter column "reference" set not null;`);
      await this.execute(`alter table "${table}" add constraint "${table}_reference_unique" unique ("reference");`);
    }
  }

  override async down(): Promise<void> {
    for (const table of LEAD_TABLES) await this.execute(`alter table "${table}" drop column "reference";`);
    await this.execute(`drop sequence "${LEAD_REFERENCE_SEQUENCE}";`);
  }
}
