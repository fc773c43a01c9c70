import { Migration } from '@mikro-orm/migrations';

export class Migration20261122163000_product_zoom_images extends Migration {
  override name = 'Migration20261122163000_product_zoom_images';

  override up(): void | Promise<void> {
    this.addSql(`alter table "products" add column "zoom_images" text[] not null default '{}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "products" drop column "zoom_images";`);
  }
}
