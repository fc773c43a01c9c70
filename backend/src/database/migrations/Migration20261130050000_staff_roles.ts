import { Migration } from '@mikro-orm/migrations';

/**
 * Staff roles (issue 33): the one `admin` role becomes Owner, Manager, Sales and Catalogue. Every
 * existing administrator (the first one included) becomes an Owner, so nobody loses what they could do.
 * PostgreSQL cannot drop a value from an enum type, so the type is rebuilt.
 */
export class Migration20261130050000_staff_roles extends Migration {
  override name = 'Migration20261130050000_staff_roles';

  override up(): void {
    this.addSql(`alter type "user_role" rename to "user_role_before_staff_roles";`);
    this.addSql(`create type "user_role" as enum ('owner', 'manager', 'sales', 'catalogue', 'customer');`);
    this.addSql(`alter table "users" alter column "role" drop default;`);
    this.addSql(
      `alter table "users" alter column "role" type "user_role" using (case "role"::text when 'admin' then 'owner' else "role"::text end)::"user_role";`,
    );
    this.addSql(`alter table "users" alter column "role" set default 'customer';`);
    this.addSql(`drop type "user_role_before_staff_roles";`);
  }

  override down(): void {
    this.addSql(`alter type "user_role" rename to "user_role_with_staff_roles";`);
    this.addSql(`create type "user_role" as enum ('admin', 'customer');`);
    this.addSql(`alter table "users" alter column "role" drop default;`);
    this.addSql(
      `alter table "users" alter column "role" type "user_role" using (case "role"::text when 'customer' then 'customer' else 'admin' end)::"user_role";`,
    );
    this.addSql(`alter table "users" alter column "role" set default 'customer';`);
    this.addSql(`drop type "user_role_with_staff_roles";`);
  }
}
