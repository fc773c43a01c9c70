import { Migration } from '@mikro-orm/migrations';

export class Migration20261122114427_catalog extends Migration {
  override name = 'Migration20261122114427_catalog';

  override up(): void | Promise<void> {
    this.addSql(`create type "product_type" as enum ('lab-grown', 'natural-diamond', 'diamond', 'jewelry', 'ring');`);
    this.addSql(
      `create table "products" ("id" uuid not null, "product_type" "product_type" not null, "stock_number" varchar(40) not null, "name" varchar(200) not null, "description" text not null, "price" numeric(12,2) not null, "original_price" numeric(12,2) null, "sale_price" numeric(12,2) null, "on_sale" boolean not null default false, "category" varchar(60) null, "sub_category" varchar(60) null, "brand" varchar(100) null, "featured" boolean not null default false, "is_new_arrival" boolean not null default false, "count_in_stock" int null, "rating" numeric(2,1) null, "num_reviews" int not null default 0, "tags" text[] not null default '{}', "materials" text[] not null default '{}', "customizable" boolean not null default false, "shape" varchar(20) null, "carat" numeric(7,2) null, "color" varchar(10) null, "clarity" varchar(10) null, "cut" varchar(20) null, "lab" varchar(10) null, "certificate_number" varchar(40) null, "certificate_url" varchar(500) null, "availability" varchar(30) null, "fancy_color" varchar(40) null, "metal" varchar(40) null, "classification" varchar(40) null, "stone_type" varchar(40) null, "stone_shape" varchar(20) null, "gem_type" varchar(20) null, "total_carat_weight" numeric(7,2) null, "specs" jsonb not null default '{}', "main_image" varchar(500) null, "gallery_images" text[] not null default '{}', "image_links" text[] not null default '{}', "video_url" varchar(500) null, "rotation_images" text[] not null default '{}', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "products" add constraint "products_stock_number_unique" unique ("stock_number");`);
    this.addSql(`create index "products_category_index" on "products" ("category");`);
    this.addSql(`create index "products_shape_index" on "products" ("shape");`);
    this.addSql(`create index "products_color_index" on "products" ("color");`);
    this.addSql(`create index "products_clarity_index" on "products" ("clarity");`);
    this.addSql(`create index "products_cut_index" on "products" ("cut");`);
    this.addSql(`create index "products_lab_index" on "products" ("lab");`);
    this.addSql(`create index "products_metal_index" on "products" ("metal");`);
    this.addSql(`create index "products_featured_index" on "products" ("featured", "product_type");`);
    this.addSql(`create index "products_type_carat_index" on "products" ("product_type", "carat");`);
    this.addSql(`create index "products_type_price_index" on "products" ("product_type", "price");`);
    this.addSql(`create index "products_type_created_index" on "products" ("product_type", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "products" cascade;`);

    this.addSql(`drop type "product_type";`);
  }
}
