import { Migration } from '@mikro-orm/migrations';

export class Migration20261122180000_home_content extends Migration {

  override name = 'Migration20261122180000_home_content';

  override up(): void | Promise<void> {
  }

  override down(): void | Promise<void> {
  }

}
