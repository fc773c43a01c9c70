import { Migration } from '@mikro-orm/migrations';

export class Migration20261122180100_reviews extends Migration {

  override name = 'Migration20261122180100_reviews';

  override up(): void | Promise<void> {
  }

  override down(): void | Promise<void> {
  }

}
