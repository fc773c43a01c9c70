import { Migration } from '@mikro-orm/migrations';

/** The shop default until staff set one: retail = the supplier's cost, which is what imports did before. */
const AT_COST = `'{"basis":"carat","bands":[{"from":0,"to":null,"percent":0,"fixed":0}],"rounding":"none"}'`;

/**
 * Supplier feeds (issue 21): suppliers and their sources, schedules and markup; every supplier's offer
 * of a stone (one per supplier and stock number) with its cost, retail price and price history; the
 * storefront product each certificate's shown offer writes, which now knows its supplier and cost;
 * runs are imports with a supplier, and a full feed that would retire too much is held for review.
 */
export class Migration20261128090000_supplier_feeds extends Migration {
  override name = 'Migration20261128090000_supplier_feeds';

  override up(): void | Promise<void> {
    this.addSql(`create table "suppliers" (
      "id" uuid not null primary key,
      "name" varchar(100) not null,
      "category" varchar(20) not null check ("category" in ('lab-grown', 'natural', 'jewelry')),
      "source_kind" varchar(10) not null check ("source_kind" in ('http', 'sftp', 'manual')),
      "feed_kind" varchar(10) not null default 'full' check ("feed_kind" in ('full', 'delta')),
      "http_url" varchar(2000) null,
      "http_auth" varchar(10) not null default 'none' check ("http_auth" in ('none', 'basic', 'header')),
      "http_username" varchar(200) null,
      "http_header_name" varchar(100) null,
      "sftp_host" varchar(255) null,
      "sftp_port" int null,
      "sftp_username" varchar(200) null,
      "sftp_path" varchar(1000) null,
      "secrets" text null,
      "schedule_kind" varchar(10) not null default 'off' check ("schedule_kind" in ('off', 'hours', 'cron')),
      "schedule_hours" int null,
      "schedule_cron" varchar(100) null,
      "column_aliases" jsonb not null default '{}',
      "markup" jsonb null,
      "retire_limit_percent" numeric(5,2) not null default 20,
      "last_run_id" uuid null,
      "last_run_status" varchar(20) null,
      "last_run_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now());`);
    this.addSql(`create unique index "suppliers_name_lower_unique" on "suppliers" (lower("name"));`);

    this.addSql(`create table "feed_settings" (
      "id" int not null primary key default 1 check ("id" = 1),
      "markup" jsonb not null);`);
    this.addSql(`insert into "feed_settings" ("id", "markup") values (1, ${AT_COST});`);

    // certificate_key groups one stone's offers: upper(lab):upper(number), or 'offer:<supplier>:<stock>'
    // for a stone without both, which no other offer can share.
    this.addSql(`create table "supplier_offers" (
      "id" uuid not null primary key,
      "supplier_id" uuid not null references "suppliers" ("id") on delete cascade,
      "stock_number" varchar(40) not null,
      "certificate_key" varchar(120) not null,
      "product_type" "product_type" not null,
      "carat" numeric(7,2) null,
      "cost" numeric(12,2) not null,
      "retail" numeric(12,2) not null,
      "payload" jsonb not null,
      "live" boolean not null default true,
      "product_id" uuid null references "products" ("id") on delete set null,
      "first_seen_at" timestamptz not null,
      "last_seen_at" timestamptz not null,
      "last_seen_run" uuid null,
      constraint "supplier_offers_supplier_stock_unique" unique ("supplier_id", "stock_number"));`);
    this.addSql(
      `create index "supplier_offers_certificate_key_index" on "supplier_offers" ("certificate_key", "retail");`,
    );
    this.addSql(`create index "supplier_offers_product_index" on "supplier_offers" ("product_id");`);

    this.addSql(`create table "supplier_price_history" (
      "id" bigserial primary key,
      "offer_id" uuid not null references "supplier_offers" ("id") on delete cascade,
      "at" timestamptz not null,
      "cost" numeric(12,2) not null,
      "retail" numeric(12,2) not null);`);
    this.addSql(`create index "supplier_price_history_offer_index" on "supplier_price_history" ("offer_id", "at");`);

    this.addSql(`alter table "products"
      add "supplier_id" uuid null references "suppliers" ("id") on delete set null,
      add "supplier_cost" numeric(12,2) null,
      add "supplier_offer_id" uuid null references "supplier_offers" ("id") on delete set null;`);
    this.addSql(
      `create index "products_supplier_index" on "products" ("supplier_id") where "supplier_id" is not null;`,
    );
    // The shop's own piece of a certificate a supplier also lists stays the one shown.
    this
      .addSql(`create index "products_certificate_key_index" on "products" ((upper("lab") || ':' || upper("certificate_number")))
      where "certificate_number" is not null and "lab" is not null;`);

    this.addSql(`alter type "import_status" add value if not exists 'held';`);
    this.addSql(`alter type "import_status" add value if not exists 'discarded';`);
    this.addSql(`alter type "product_audit_action" add value if not exists 'reprice';`);
    this.addSql(`alter table "imports"
      add "supplier_id" uuid null references "suppliers" ("id") on delete set null,
      add "trigger" varchar(10) not null default 'upload' check ("trigger" in ('upload', 'schedule', 'manual')),
      add "bytes_fetched" bigint null,
      add "price_up_count" int not null default 0,
      add "price_down_count" int not null default 0,
      add "held_reason" text null;`);
    this.addSql(
      `create index "imports_supplier_index" on "imports" ("supplier_id", "created_at") where "supplier_id" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "imports" drop column "supplier_id", drop column "trigger", drop column "bytes_fetched",
      drop column "price_up_count", drop column "price_down_count", drop column "held_reason";`);
    this.addSql(
      `alter table "products" drop column "supplier_id", drop column "supplier_cost", drop column "supplier_offer_id";`,
    );
    this.addSql(`drop index if exists "products_certificate_key_index";`);
    this.addSql(`drop table "supplier_price_history";`);
    this.addSql(`drop table "supplier_offers";`);
    this.addSql(`drop table "feed_settings";`);
    this.addSql(`drop table "suppliers";`);
    // Enum values stay: PostgreSQL cannot drop them, and no row uses them once the tables above are gone.
  }
}
