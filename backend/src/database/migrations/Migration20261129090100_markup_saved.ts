import { Migration } from '@mikro-orm/migrations';

/** The default markup every shop started with (Migration20261128090000_supplier_feeds): 0 %, to the cent. */
const OLD_AT_COST = `'{"basis":"carat","bands":[{"from":0,"to":null,"percent":0,"fixed":0}],"rounding":"none"}'::jsonb`;

/**
 * Issue 29, point 3: defaults that cannot lose money. A supplier run publishes nothing until staff have
 * saved a markup (the shop's default, or the supplier's own), so the default markup records when and by
 * whom staff saved it; a run held for that reason is told apart from one held before retiring stones.
 *
 * Existing shops keep what staff saved: a default that differs from the old starting one was saved by
 * staff (when is unknown: the migration's time stands for it). One still equal to the old start was never
 * chosen, so it becomes the new start, 0 % rounded to whole dollars, and stays unsaved: the shop's next
 * run waits for staff to save it, rather than publish stones at cost.
 */
export class Migration20261129090100_markup_saved extends Migration {
  override name = 'Migration20261129090100_markup_saved';

  override async up(): Promise<void> {
    await this.execute(
      `alter table "feed_settings" add column "markup_saved_at" timestamptz null, add column "markup_saved_by" varchar(254) null;`,
    );
    await this.execute(`update "feed_settings" set "markup_saved_at" = now() where "markup" <> ${OLD_AT_COST};`);
    await this.execute(
      `update "feed_settings" set "markup" = jsonb_set("markup", '{rounding}', '"dollar"') where "markup_saved_at" is null;`,
    );
    await this.execute(`alter table "imports" add column "held_for" varchar(10) null;`);
    await this.execute(
      `alter table "imports" add constraint "imports_held_for_check" check ("held_for" in ('markup', 'retirement'));`,
    );
    // As text: on a new database the value 'held' was added in this same transaction, where it cannot be used.
    await this.execute(`update "imports" set "held_for" = 'retirement' where "status"::text = 'held';`);
  }

  override async down(): Promise<void> {
    await this.execute(`alter table "imports" drop column "held_for";`);
    await this.execute(`alter table "feed_settings" drop column "markup_saved_at", drop column "markup_saved_by";`);
  }
}
