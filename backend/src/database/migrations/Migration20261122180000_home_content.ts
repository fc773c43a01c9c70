import { Migration } from '@mikro-orm/migrations';

export class Migration20261122180000_home_content extends Migration {
  override name = 'Migration20261122180000_home_content';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "featured_images" ("id" uuid not null, "title" varchar(200) not null, "order" int not null default 0, "is_active" boolean not null default true, "image_path" varchar(500) not null, "image_variants" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "subtitle" varchar(500) null, "link_url" varchar(500) null, "link_text" varchar(60) not null default 'Learn More', "category" text not null default 'General', "display_count" int not null default 0, "last_displayed" timestamptz null, "starts_at" timestamptz null, "ends_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "featured_images_is_active_order_index" on "featured_images" ("is_active", "order");`);
    this.addSql(
      `alter table "featured_images" add constraint "featured_images_category_check" check ("category" in ('General', 'Diamonds', 'Jewelry', 'Engagement', 'Wedding', 'Custom'));`,
    );

    this.addSql(
      `create table "shop_categories" ("id" uuid not null, "title" varchar(200) not null, "order" int not null default 0, "is_active" boolean not null default true, "image_path" varchar(500) not null, "image_variants" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "description" text null, "link_url" varchar(100) not null, "category_type" text not null default 'jewelry', "product_filters" jsonb not null default '{}', primary key ("id"));`,
    );
    this.addSql(`create index "shop_categories_is_active_order_index" on "shop_categories" ("is_active", "order");`);
    this.addSql(
      `alter table "shop_categories" add constraint "shop_categories_category_type_check" check ("category_type" in ('jewelry', 'diamonds', 'engagement-rings', 'wedding-rings', 'necklaces', 'earrings', 'bracelets', 'pendants', 'rings', 'custom'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "featured_images" cascade;`);
    this.addSql(`drop table if exists "shop_categories" cascade;`);
  }
}
