import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29, point 1: a request records the currency its shopper read prices in, the rate then in force
 * (units per US dollar) and the price as shown (an order's in its row, an appointment's on each item of
 * its `items`, jsonb already). Requests from before were shown in the shop's US dollars.
 */
export class Migration20261129090400_shown_prices extends Migration {
  override name = 'Migration20261129090400_shown_prices';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "orders" add "shown_currency" varchar(3) not null default 'USD', add "shown_rate" numeric(18,6) not null default 1, add "shown_price" numeric(18,2) null;`,
    );
    this.addSql(`update "orders" set "shown_price" = "product_price";`);
    // The currency and rate keep their defaults: a row written without them (a script, a restore) was shown in USD.
    this.addSql(`alter table "orders" alter column "shown_price" set not null;`);
    this.addSql(
      `alter table "appointments" add "shown_currency" varchar(3) not null default 'USD', add "shown_rate" numeric(18,6) not null default 1;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "orders" drop column "shown_currency", drop column "shown_rate", drop column "shown_price";`,
    );
    this.addSql(`alter table "appointments" drop column "shown_currency", drop column "shown_rate";`);
  }
}
