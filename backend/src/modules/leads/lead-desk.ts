import { NotFoundException, type Type } from '@nestjs/common';
import type { ListQuery, SortColumns } from '../../common/list-query.js';
import { toCsv } from '../../common/text/index.js';
import { type Clock, zonedMonthStart } from '../../common/time/index.js';
import type { ShopService } from '../shop/index.js';
import type { LeadStatsDto } from './dto/lead-stats.dto.js';
import type { LeadRecord } from './entities/lead-record.entity.js';
import { type LeadKind, leadConditions } from './lead-filters.js';
import type { LeadRecords } from './lead-records.repository.js';

/** Most rows one export answers. */
export const EXPORT_LIMIT = 50_000;

/**
 * A kind of lead as the staff console works on it (LeadDeskController, LeadDeskService): what the
 * three kinds share is written once there, and each declares here only what differs.
 */
export interface LeadDesk<E extends LeadRecord, D> extends LeadKind<E> {
  /** react-admin's name for it: the route under admin/, Content-Range's unit, the export's file name. */
  resource: string;
  /** Swagger's tag of the staff routes. */
  tag: string;
  dto: Type<D>;
  toDto: (record: E) => D;
  /** The PUT body, validated by the global ValidationPipe. */
  updateDto: Type<unknown>;
  sort: SortColumns;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** The list's filter keys in words (Swagger). */
  filterHelp: string;
  csvColumns: ReadonlyArray<keyof D & string>;
  /** Export cells that are not the field as the API shows it. */
  csvCells?: Partial<Record<keyof D & string, (dto: D) => unknown>>;
  /** Swagger's words, as the API's generated clients know them: ids are `list${plural}`, `get${singular}`… */
  api: {
    singular: string;
    plural: string;
    list: string;
    stats: string;
    get: string;
    update: { summary: string; description: string };
    delete: string;
    deleted: string;
  };
}

/**
 * Staff work on one kind of lead (the react-admin resource, stats, the CSV export): each kind's service
 * extends it and says how staff changes apply.
 */
export abstract class LeadDeskService<E extends LeadRecord, D, U> {
  protected constructor(
    protected readonly records: LeadRecords<E>,
    protected readonly desk: LeadDesk<E, D>,
    protected readonly shop: ShopService,
    protected readonly clock: Clock,
  ) {}

  /**
   * Applies staff changes to a record found in the update's transaction; an e-mail to the customer
   * (LeadNotifier.addCustomerNotice) is written with them.
   */
  protected abstract change(record: E, changes: U): Promise<void> | void;

  async list(query: ListQuery): Promise<{ items: D[]; total: number }> {
    const where = await this.where(query);
    const { rows, total } = await this.records.page(where, query.orderBy, query.offset, query.limit);
    return { items: rows.map(this.desk.toDto), total };
  }

  async get(id: string): Promise<D> {
    return this.desk.toDto(await this.find(id));
  }

  /** Only the fields sent change. */
  async update(id: string, changes: U): Promise<D> {
    const record = await this.records.transaction(async () => {
      const record = await this.find(id);
      await this.change(record, changes);
      return record;
    });
    return this.desk.toDto(record);
  }

  async delete(id: string): Promise<D> {
    const record = await this.records.transaction(async () => {
      const record = await this.find(id);
      this.records.remove(record);
      return record;
    });
    return this.desk.toDto(record);
  }

  /** Counts by status, and by creation this and the previous calendar month on the shop's clock. */
  async stats(): Promise<LeadStatsDto> {
    const timeZone = await this.shop.timeZone();
    const now = this.clock.now();
    const rows = await this.records.countByStatus(zonedMonthStart(now, timeZone), zonedMonthStart(now, timeZone, 1));
    const byStatus = Object.fromEntries(this.desk.statuses.map((status) => [status, 0]));
    const sum = (key: 'total' | 'thisMonth' | 'previousMonth') => rows.reduce((total, row) => total + row[key], 0);
    for (const row of rows) byStatus[row.status] = row.total;
    return { total: sum('total'), byStatus, thisMonth: sum('thisMonth'), previousMonth: sum('previousMonth') };
  }

  /** The whole filtered list in the list's order, at most EXPORT_LIMIT rows. */
  async exportCsv(query: ListQuery): Promise<string> {
    const records = await this.records.all(await this.where(query), query.orderBy, EXPORT_LIMIT);
    const { csvColumns: columns, csvCells: cells } = this.desk;
    const cell = (dto: D, column: keyof D & string) => {
      const written = cells?.[column];
      return written ? written(dto) : dto[column];
    };
    return toCsv(
      [...columns],
      records.map(this.desk.toDto).map((dto) => columns.map((column) => cell(dto, column))),
    );
  }

  private async find(id: string): Promise<E> {
    const record = await this.records.findById(id);
    if (!record) throw new NotFoundException(`${this.desk.label} not found`);
    return record;
  }

  private async where(query: ListQuery) {
    return leadConditions(this.desk, query.filter, await this.shop.timeZone(), this.clock.now());
  }
}
