import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29, point 4: a customer review can name the product it is about, and a product carries the
 * rating and count of its approved (active) reviews, kept by the reviews module whenever a review is
 * written, so search lists read them as plain columns. The staff-typed rating and num_reviews stay.
 */
export class Migration20261129090200_review_products extends Migration {
  override name = 'Migration20261129090200_review_products';

  override async up(): Promise<void> {
    await this.execute(
      `alter table "customer_reviews" add column "product_id" uuid null, add constraint "customer_reviews_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete set null;`,
    );
    await this.execute(`create index "customer_reviews_product_id_index" on "customer_reviews" ("product_id");`);
    await this.execute(
      `alter table "products" add column "review_rating" numeric(2,1) null, add column "review_count" int not null default 0;`,
    );
  }

  override async down(): Promise<void> {
    await this.execute(`alter table "products" drop column "review_rating", drop column "review_count";`);
    await this.execute(`alter table "customer_reviews" drop column "product_id";`);
  }
}
