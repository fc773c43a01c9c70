import { Migration } from '@mikro-orm/migrations';

export class Migration20261122180100_reviews extends Migration {
  override name = 'Migration20261122180100_reviews';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "customer_reviews" ("id" uuid not null, "customer_name" varchar(100) not null, "customer_location" varchar(100) null, "rating" smallint not null default 5, "review_text" text not null, "customer_image" varchar(500) null, "product_type" text not null default 'general', "order_reference" varchar(100) null, "is_active" boolean not null default true, "is_featured" boolean not null default false, "display_order" int not null, "admin_notes" text null, "date_submitted" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    // The home page's query: active reviews, highest displayOrder first.
    this.addSql(
      `create index "customer_reviews_is_active_display_order_index" on "customer_reviews" ("is_active", "display_order");`,
    );
    this.addSql(
      `alter table "customer_reviews" add constraint "customer_reviews_rating_check" check (rating >= 1 and rating <= 5);`,
    );
    this.addSql(
      `alter table "customer_reviews" add constraint "customer_reviews_product_type_check" check ("product_type" in ('general', 'jewelry', 'diamonds', 'engagement', 'wedding', 'custom'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "customer_reviews" cascade;`);
  }
}
