import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29, point 2: the legal pages staff have saved (returns, shipping, privacy, terms, cookies).
 * A page with no row is a draft, written from the settings (legal-pages/starting-texts.ts).
 */
export class Migration20261129090300_legal_pages extends Migration {
  override name = 'Migration20261129090300_legal_pages';

  override up(): void {
    this.addSql(
      `create table "legal_pages" ("slug" varchar(40) not null, "markdown" text not null, "html" text not null, "saved_at" timestamptz not null, "saved_by_id" uuid null, "saved_by_name" varchar(100) null, "saved_by_email" varchar(254) null, primary key ("slug"));`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "legal_pages" cascade;`);
  }
}
