import { Migration } from '@mikro-orm/migrations';

export class Migration20261125141000_product_lookup extends Migration {
  override name = 'Migration20261125141000_product_lookup';

  override up(): void | Promise<void> {
    // Trigram matching for name fragments; a trusted extension, so a database owner may create it.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "products_name_trigram_index" on "products" using gin (lower("name") gin_trgm_ops);`);
    this.addSql(
      `create index "products_certificate_number_lower_index" on "products" (lower("certificate_number") text_pattern_ops);`,
    );
    this.addSql(
      `create index "products_stock_number_lower_index" on "products" (lower("stock_number") text_pattern_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "products_name_trigram_index";`);
    this.addSql(`drop index "products_certificate_number_lower_index";`);
    this.addSql(`drop index "products_stock_number_lower_index";`);
  }
}
