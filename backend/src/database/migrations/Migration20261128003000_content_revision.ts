import { Migration } from '@mikro-orm/migrations';

/** The home page's public content and the settings public answers read (the shop day's time zone). */
const CONTENT_TABLES = ['featured_images', 'shop_categories', 'customer_reviews', 'shop_settings'];
/** Counted on every first showing of a slide in a shop day (FeaturedImagesService.current()): no content. */
const DISPLAY_COUNTERS = ['display_count', 'last_displayed'];

/**
 * The catalogue revision labels the public answers' ETags (backend/src/http/revision-etag.ts), so it
 * also moves, in the same transaction, on any change to the home page's content and the shop settings:
 * one statement-level trigger per table. It logs no product ids: the search index has nothing to read
 * again. A hero slide's display counters are not content: an update that changes nothing else leaves
 * the revision alone, else the day's first visitor would move it.
 */
export class Migration20261128003000_content_revision extends Migration {
  override name = 'Migration20261128003000_content_revision';

  override up(): void | Promise<void> {
    this.addSql(`create function "bump_catalog_revision_for_content"() returns trigger language plpgsql as $$
      begin
        update "catalog_revision" set "revision" = "revision" + 1;
        return null;
      end $$;`);
    for (const table of CONTENT_TABLES.filter((name) => name !== 'featured_images'))
      this.addSql(`create trigger "${table}_catalog_revision" after insert or update or delete or truncate
        on "${table}" for each statement execute function "bump_catalog_revision_for_content"();`);
    const counters = DISPLAY_COUNTERS.map((column) => ` - '${column}'`).join('');
    this.addSql(`create function "bump_catalog_revision_for_slides"() returns trigger language plpgsql as $$
      begin
        if exists (
          select from new_rows
          full join old_rows using ("id")
          where to_jsonb(new_rows)${counters} is distinct from to_jsonb(old_rows)${counters}
        ) then
          update "catalog_revision" set "revision" = "revision" + 1;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "featured_images_catalog_revision" after insert or delete or truncate
      on "featured_images" for each statement execute function "bump_catalog_revision_for_content"();`);
    this.addSql(`create trigger "featured_images_catalog_revision_updates" after update on "featured_images"
      referencing old table as old_rows new table as new_rows
      for each statement execute function "bump_catalog_revision_for_slides"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "featured_images_catalog_revision_updates" on "featured_images";`);
    for (const table of CONTENT_TABLES) this.addSql(`drop trigger "${table}_catalog_revision" on "${table}";`);
    this.addSql(`drop function "bump_catalog_revision_for_slides"();`);
    this.addSql(`drop function "bump_catalog_revision_for_content"();`);
  }
}
