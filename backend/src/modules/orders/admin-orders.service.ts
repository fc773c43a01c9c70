import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import { OrderDto, type UpdateOrderDto } from './dto/order.dto.js';
import { Order, OrderPriority, OrderProductKind, OrderStatus } from './entities/order.entity.js';
import { Clock } from '../../common/time/index.js';
import { toCsv, isUuid } from '../../common/text/index.js';
import { ShopService } from '../shop/index.js';
import {
  type LeadStatsDto,
  dayRange,
  LEAD_SORT_FIELDS,
  LeadRecords,
  oneOrMany,
  type LeadResource,
} from '../leads/index.js';

/** Every field of an order's record (its product's as ordered included) sorts the staff list. */
export const ORDER_SORT = sortColumns([
  ...LEAD_SORT_FIELDS,
  'message',
  'productId',
  'productName',
  'productPrice',
  'shownCurrency',
  'shownRate',
  'shownPrice',
  'productImage',
  'stockNumber',
  'productType',
  'status',
  'priority',
  'adminNotes',
  'contactedAt',
]);
export type OrderSortField = keyof typeof ORDER_SORT;

const ORDERS: LeadResource<Order> = {
  entity: Order,
  label: 'Order',
  statuses: Object.values(OrderStatus),
  searchFields: ['fullName', 'email', 'phone', 'productName', 'stockNumber', 'message'],
  filters: (filter, timeZone) => {
    const priority = oneOrMany(filter, 'priority', Object.values(OrderPriority));
    const productType = oneOrMany(filter, 'productType', Object.values(OrderProductKind));
    return [
      ...(priority ? [{ priority: { $in: priority } }] : []),
      ...(productType ? [{ productType: { $in: productType } }] : []),
      ...dayRange(filter, { from: 'createdFrom', to: 'createdTo' }, 'createdAt', timeZone),
      ...productOf(filter),
    ];
  },
};

/** filter.productId: the orders of one product (react-admin's getManyReference from a product). */
function productOf(filter: Record<string, unknown>): Record<string, unknown>[] {
  const productId = filter.productId;
  if (productId === undefined || productId === null || productId === '') return [];
  if (typeof productId !== 'string' || !isUuid(productId))
    throw new BadRequestException({
      message: 'filter.productId must be a product id',
      errors: { productId: 'must be a product id' },
    });
  return [{ productId }];
}

const CSV_COLUMNS: Array<keyof OrderDto> = [
  'id',
  'createdAt',
  'status',
  'priority',
  'fullName',
  'phone',
  'email',
  'message',
  'productName',
  'stockNumber',
  'productType',
  'productPrice',
  'shownCurrency',
  'shownRate',
  'shownPrice',
  'productId',
  'productImage',
  'adminNotes',
  'contactedAt',
  'source',
  'sourceOrigin',
  'spam',
];

/** Staff work on orders: the react-admin resource, stats and the CSV export. */
@Injectable()
export class AdminOrdersService {
  private readonly records: LeadRecords<Order>;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    shop: ShopService,
  ) {
    this.records = new LeadRecords(ORDERS, () => shop.timeZone());
  }

  async list(query: ListQuery<OrderSortField>): Promise<{ items: OrderDto[]; total: number }> {
    const { rows, total } = await this.records.list(this.em.fork(), query);
    return { items: rows.map(OrderDto.from), total };
  }

  async get(id: string): Promise<OrderDto> {
    return OrderDto.from(await this.records.find(this.em.fork(), id));
  }

  /** Only the fields sent change; the first move to `contacted` stamps contactedAt. */
  async update(id: string, changes: UpdateOrderDto): Promise<OrderDto> {
    const em = this.em.fork();
    const order = await this.records.find(em, id);
    if (changes.status !== undefined) order.status = changes.status;
    if (changes.priority !== undefined) order.priority = changes.priority;
    if (changes.adminNotes !== undefined) order.adminNotes = changes.adminNotes;
    if (order.status === OrderStatus.Contacted && !order.contactedAt) order.contactedAt = this.clock.now();
    await em.flush();
    return OrderDto.from(order);
  }

  async delete(id: string): Promise<OrderDto> {
    const em = this.em.fork();
    const order = await this.records.find(em, id);
    await em.remove(order).flush();
    return OrderDto.from(order);
  }

  stats(): Promise<LeadStatsDto> {
    return this.records.stats(this.em.fork(), this.clock.now());
  }

  async exportCsv(query: ListQuery<OrderSortField>): Promise<string> {
    const orders = (await this.records.all(this.em.fork(), query)).map(OrderDto.from);
    return toCsv(
      CSV_COLUMNS,
      orders.map((order) => CSV_COLUMNS.map((column) => order[column])),
    );
  }
}
