import { Migration } from '@mikro-orm/migrations';

export class Migration20261122141212_leads extends Migration {
  override name = 'Migration20261122141212_leads';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "appointments" ("id" uuid not null, "source" text not null default 'storefront', "source_origin" varchar(300) null, "spam" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, "full_name" varchar(100) not null, "email" varchar(254) null, "phone" varchar(30) not null, "city" varchar(100) null, "state" varchar(100) null, "consultation_date_time" timestamptz not null, "assistance_type" varchar(40) not null, "budget" int null, "additional_details" text null, "notes" text null, "status" text not null default 'pending', "items" jsonb not null default '[]', primary key ("id"));`,
    );
    this.addSql(
      `create index "appointments_spam_consultation_index" on "appointments" ("spam", "consultation_date_time");`,
    );

    this.addSql(
      `create table "contact_messages" ("id" uuid not null, "source" text not null default 'storefront', "source_origin" varchar(300) null, "spam" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, "full_name" varchar(100) not null, "phone" varchar(20) not null, "email" varchar(254) null, "message" text not null, "status" text not null default 'new', "admin_notes" text null, primary key ("id"));`,
    );
    this.addSql(`create index "contact_messages_spam_created_at_index" on "contact_messages" ("spam", "created_at");`);

    this.addSql(
      `create table "lead_notifications" ("id" uuid not null, "lead_type" varchar(20) not null, "lead_id" uuid not null, "audience" varchar(20) not null, "message" jsonb not null, "status" text not null default 'pending', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "queued_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "lead_notifications_pending_index" on "lead_notifications" ("status", "created_at");`);

    this.addSql(
      `create table "orders" ("id" uuid not null, "source" text not null default 'storefront', "source_origin" varchar(300) null, "spam" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, "full_name" varchar(100) not null, "phone" varchar(20) not null, "email" varchar(254) null, "message" text null, "product_id" uuid not null, "product_name" varchar(200) not null, "product_price" numeric(12,2) not null, "product_image" varchar(500) null, "stock_number" varchar(40) null, "product_type" text not null, "status" text not null default 'new', "priority" text not null default 'medium', "admin_notes" text null, "contacted_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "orders_spam_created_at_index" on "orders" ("spam", "created_at");`);

    this.addSql(
      `alter table "appointments" add constraint "appointments_source_check" check ("source" in ('storefront', 'widget'));`,
    );
    this.addSql(
      `alter table "appointments" add constraint "appointments_status_check" check ("status" in ('pending', 'confirmed', 'cancelled', 'completed'));`,
    );

    this.addSql(
      `alter table "contact_messages" add constraint "contact_messages_source_check" check ("source" in ('storefront', 'widget'));`,
    );
    this.addSql(
      `alter table "contact_messages" add constraint "contact_messages_status_check" check ("status" in ('new', 'read', 'replied', 'resolved'));`,
    );

    this.addSql(
      `alter table "lead_notifications" add constraint "lead_notifications_status_check" check ("status" in ('pending', 'queued'));`,
    );

    this.addSql(
      `alter table "orders" add constraint "orders_source_check" check ("source" in ('storefront', 'widget'));`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_product_type_check" check ("product_type" in ('Diamond', 'Jewelry', 'Product'));`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_status_check" check ("status" in ('new', 'contacted', 'processing', 'completed', 'cancelled'));`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_priority_check" check ("priority" in ('low', 'medium', 'high', 'urgent'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "appointments" cascade;`);
    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop table if exists "lead_notifications" cascade;`);
    this.addSql(`drop table if exists "orders" cascade;`);
  }
}
