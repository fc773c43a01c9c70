import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 27, point 8: an SFTP supplier's pinned host key (`SHA256:…`), when staff confirmed it, and the
 * different key a server last presented. Existing suppliers start unpinned: their next connection
 * records the key (trust on first use), shown for staff to confirm.
 *
 * Point 7 needs no column: the origin a supplier's secrets were entered for is sealed with them, and
 * secrets sealed before (no origin inside) count as entered for the supplier's current address, the
 * address they were used with until now; the next save seals the origin with them.
 */
export class Migration20261129030000_supplier_host_keys extends Migration {
  override name = 'Migration20261129030000_supplier_host_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "suppliers" add column "sftp_host_key" varchar(100) null, add column "sftp_host_key_confirmed_at" timestamptz null, add column "sftp_host_key_presented" varchar(100) null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "suppliers" drop column "sftp_host_key", drop column "sftp_host_key_confirmed_at", drop column "sftp_host_key_presented";`,
    );
  }
}
