import { Migration } from '@mikro-orm/migrations';

/**
 * Search sorts and filters on the price the shopper pays (issue 16): a stored `paid_price` column
 * (paid-price.ts) with its index in place of the one on the list price, and the catalogue revision
 * now also moves on what changes a paid price or whether a product can be ordered, so the diamond
 * index never answers with a stale sale or availability.
 */
export class Migration20261125150000_paid_price extends Migration {
  override name = 'Migration20261125150000_paid_price';

  override up(): void | Promise<void> {
    this.addSql(`drop index "products_type_price_index";`);
    this.addSql(
      `alter table "products" add "paid_price" numeric(12,2) generated always as (case when on_sale and sale_price < price then sale_price else price end) stored not null;`,
    );
    this.addSql(`create index "products_type_paid_price_index" on "products" ("product_type", "paid_price");`);
    this.addSql(`drop trigger "products_catalog_revision" on "products";`);
    this
      .addSql(`create trigger "products_catalog_revision" after insert or delete or truncate or update of "id", "product_type", "shape", "cut", "color", "clarity", "lab", "price", "sale_price", "on_sale", "count_in_stock", "availability", "carat", "created_at"
      on "products" for each statement execute function "bump_catalog_revision"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "products_catalog_revision" on "products";`);
    this
      .addSql(`create trigger "products_catalog_revision" after insert or delete or truncate or update of "id", "product_type", "shape", "cut", "color", "clarity", "lab", "price", "carat", "created_at"
      on "products" for each statement execute function "bump_catalog_revision"();`);
    this.addSql(`drop index "products_type_paid_price_index";`);
    this.addSql(`alter table "products" drop column "paid_price";`);
    this.addSql(`create index "products_type_price_index" on "products" ("product_type", "price");`);
  }
}
