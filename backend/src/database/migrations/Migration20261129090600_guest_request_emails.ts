import { Migration } from '@mikro-orm/migrations';

const LEAD_TABLES = ['orders', 'appointments', 'contact_messages'] as const;

/**
 * My Account lists the requests a customer sent as a guest with their proven address
 * (`customer_id is null and email = ?`, leads/customer-request.ts): without an index that is a scan of
 * every lead on each visit. Partial, so requests that already name an account cost nothing.
 */
export class Migration20261129090600_guest_request_emails extends Migration {
  override name = 'Migration20261129090600_guest_request_emails';

  override up(): void {
    for (const table of LEAD_TABLES)
      this.addSql(`create index "${table}_guest_email_index" on "${table}" ("email") where "customer_id" is null;`);
  }

  override down(): void {
    for (const table of LEAD_TABLES) this.addSql(`drop index if exists "${table}_guest_email_index";`);
  }
}
