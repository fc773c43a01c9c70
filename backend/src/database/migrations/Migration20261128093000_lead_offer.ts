import { Migration } from '@mikro-orm/migrations';

/**
 * Supplier feeds (issue 21): an order keeps the supplier's offer its product showed when the shopper
 * asked (supplier, offer, the supplier's stock number, cost and retail price), staff-only. Appointments
 * keep it on each shortlisted item, inside their `items` (jsonb already).
 */
export class Migration20261128093000_lead_offer extends Migration {
  override name = 'Migration20261128093000_lead_offer';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add "supplier_offer" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop column "supplier_offer";`);
  }
}
