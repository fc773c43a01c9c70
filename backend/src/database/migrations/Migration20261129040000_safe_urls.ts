import { Migration } from '@mikro-orm/migrations';
import { Logger } from '@nestjs/common';

/** The rule of common/safe-url.ts in SQL, for a value where paths of this shop are allowed (every field here). */
const safe = (value: string) =>
  `(${value} !~ '[\\x01-\\x1f\\x7f-\\x9f\\\\]' and (${value} ~* '^https?://[^\\s/\\\\?#@]' or (${value} ~ '^/([^/]|$)' and ${value} !~ '\\s')))`;

/** Columns holding one address: cleared (null) when unsafe. */
const SINGLE: [table: string, column: string][] = [
  ['products', 'certificate_url'],
  ['products', 'main_image'],
  ['products', 'video_url'],
  ['featured_images', 'link_url'],
];
/** Lists of addresses: unsafe items are left out. */
const LISTS: [table: string, column: string][] = [
  ['products', 'gallery_images'],
  ['products', 'image_links'],
  ['products', 'rotation_images'],
  ['products', 'zoom_images'],
];
/** Addresses inside a product's specifications: the key is removed when unsafe. */
const SPEC_KEYS = ['certificateUrl', 'certificateImage'];

/**
 * Issue 27, point 12: links a page shows (certificate links, product images and videos, the home page's
 * slide links) must be http(s) addresses or paths of this shop (common/safe-url.ts). A CSV file once
 * stored `javascript:` certificate links; the values the rule refuses are cleared here (null, or left
 * out of a list), and the migration logs how many per table and column. Not undone: the values are
 * gone on purpose.
 */
export class Migration20261129040000_safe_urls extends Migration {
  override name = 'Migration20261129040000_safe_urls';

  override async up(): Promise<void> {
    const counts: string[] = [];
    const count = async (label: string, update: string) => {
      const [row] = (await this.execute(
        `with changed as (${update} returning 1) select count(*)::int as n from changed;`,
      )) as unknown as { n: number }[];
      counts.push(`${label} ${row.n}`);
    };
    for (const [table, column] of SINGLE)
      await count(
        `${table}.${column}`,
        `update "${table}" set "${column}" = null where "${column}" is not null and not ${safe(`"${column}"`)}`,
      );
    for (const [table, column] of LISTS)
      await count(
        `${table}.${column} (rows)`,
        `update "${table}" set "${column}" = array(select u from unnest("${column}") as u where ${safe('u')})
         where exists (select 1 from unnest("${column}") as u where not ${safe('u')})`,
      );
    for (const key of SPEC_KEYS) {
      const value = `("specs" ->> '${key}')`;
      await count(
        `products.specs.${key}`,
        `update "products" set "specs" = "specs" - '${key}' where ${value} is not null and not ${safe(value)}`,
      );
    }
    new Logger('Database').log(`Safe links: unsafe values cleared: ${counts.join(', ')}`);
  }
}
