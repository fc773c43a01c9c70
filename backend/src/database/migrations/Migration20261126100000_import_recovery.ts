import { Migration } from '@mikro-orm/migrations';

/**
 * Lost imports (issue 17): when the sweep re-queued an import whose job was lost, so it does so once
 * and fails the import (with a Retry for staff) if the job is lost again.
 */
export class Migration20261126100000_import_recovery extends Migration {
  override name = 'Migration20261126100000_import_recovery';

  override up(): void | Promise<void> {
    this.addSql(`alter table "imports" add "requeued_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "imports" drop column "requeued_at";`);
  }
}
