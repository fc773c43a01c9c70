import { Migration } from '@mikro-orm/migrations';

/**
 * The server-rendered storefront's pages are labelled with the catalogue revision (web/page-etag.ts), which
 * already moves with products, the home page's content and the settings: the legal pages' texts are the
 * one public content left that did not move it.
 */
export class Migration20261129100000_legal_pages_revision extends Migration {
  override name = 'Migration20261129100000_legal_pages_revision';

  override up(): void {
    this.addSql(`create trigger "legal_pages_catalog_revision" after insert or update or delete or truncate
      on "legal_pages" for each statement execute function "bump_catalog_revision_for_content"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "legal_pages_catalog_revision" on "legal_pages";`);
  }
}
