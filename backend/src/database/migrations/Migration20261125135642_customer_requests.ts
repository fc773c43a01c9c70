import { Migration } from '@mikro-orm/migrations';

/** Leads remember the customer account that sent them, for the customer's My Account list. */
export class Migration20261125135642_customer_requests extends Migration {
  override name = 'Migration20261125135642_customer_requests';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add "customer_id" uuid null;`);
    this.addSql(
      `alter table "orders" add constraint "orders_customer_id_foreign" foreign key ("customer_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`create index "orders_customer_id_index" on "orders" ("customer_id");`);

    this.addSql(`alter table "contact_messages" add "customer_id" uuid null;`);
    this.addSql(
      `alter table "contact_messages" add constraint "contact_messages_customer_id_foreign" foreign key ("customer_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`create index "contact_messages_customer_id_index" on "contact_messages" ("customer_id");`);

    this.addSql(`alter table "appointments" add "customer_id" uuid null;`);
    this.addSql(
      `alter table "appointments" add constraint "appointments_customer_id_foreign" foreign key ("customer_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`create index "appointments_customer_id_index" on "appointments" ("customer_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "appointments" drop constraint "appointments_customer_id_foreign";`);

    this.addSql(`alter table "contact_messages" drop constraint "contact_messages_customer_id_foreign";`);

    this.addSql(`alter table "orders" drop constraint "orders_customer_id_foreign";`);

    this.addSql(`drop index "appointments_customer_id_index";`);
    this.addSql(`alter table "appointments" drop column "customer_id";`);

    this.addSql(`drop index "contact_messages_customer_id_index";`);
    this.addSql(`alter table "contact_messages" drop column "customer_id";`);

    this.addSql(`drop index "orders_customer_id_index";`);
    this.addSql(`alter table "orders" drop column "customer_id";`);
  }
}
