import { Migration } from '@mikro-orm/migrations';

/**
 * The header search matches words (issue 28): a stored, weighted tsvector of each product's name, kind,
 * category, shape, metal, style, stones, stock and certificate numbers (product-words.ts, the `english`
 * configuration), kept by PostgreSQL on every write, with its GIN index. The trigram index on names stays,
 * for misspelt searches.
 */
export class Migration20261129060000_product_word_search extends Migration {
  override name = 'Migration20261129060000_product_word_search';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "products" add "search_words" tsvector generated always as (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(case product_type when 'lab-grown' then 'lab-grown diamond' when 'natural-diamond' then 'natural diamond' when 'diamond' then 'diamond' when 'jewelry' then 'jewelry jewellery' when 'ring' then 'ring' end, '') || ' ' || coalesce(category, '') || ' ' || coalesce(sub_category, '') || ' ' || coalesce(shape, '') || ' ' || coalesce(stone_shape, '') || ' ' || coalesce(metal, '') || ' ' || coalesce(specs ->> 'jewelryStyle', '') || ' ' || coalesce(specs ->> 'style', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(stone_type, '') || ' ' || coalesce(gem_type, '') || ' ' || coalesce(classification, '') || ' ' || coalesce(cut, '') || ' ' || coalesce(color, '') || ' ' || coalesce(clarity, '') || ' ' || coalesce(fancy_color, '') || ' ' || coalesce(lab, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(stock_number, '') || ' ' || coalesce(certificate_number, '')), 'C')) stored not null;`,
    );
    this.addSql(`create index "products_search_words_index" on "products" using gin ("search_words");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "products_search_words_index";`);
    this.addSql(`alter table "products" drop column "search_words";`);
  }
}
