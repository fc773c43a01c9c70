import { Migration } from '@mikro-orm/migrations';

/**
 * A supplier's live stones, counted when each of its runs starts or ends (SuppliersRepository.recordRun)
 * and kept on the supplier: the list, a supplier's page and a markup save answer without counting up to
 * hundreds of thousands of offers (a sequential scan of them took 0.3–0.75 s per save). Only a run
 * changes which offers are live.
 */
export class Migration20261129160000_supplier_live_stones extends Migration {
  override name = 'Migration20261129160000_supplier_live_stones';

  override up(): void {
    this.addSql(`alter table "suppliers" add column "live_stones" integer not null default 0;`);
    this.addSql(`update "suppliers" s set "live_stones" =
      (select count(*) from "supplier_offers" o where o."supplier_id" = s."id" and o."live");`);
  }

  override down(): void {
    this.addSql(`alter table "suppliers" drop column "live_stones";`);
  }
}
