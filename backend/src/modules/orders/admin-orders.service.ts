import { BadRequestException, Injectable } from '@nestjs/common';
import { sortColumns } from '../../common/list-query.js';
import { OrderDto, UpdateOrderDto } from './dto/order.dto.js';
import { Order, OrderPriority, OrderProductKind, OrderStatus } from './entities/order.entity.js';
import { OrderRecords } from './order-records.repository.js';
import { Clock } from '../../common/time/index.js';
import { isUuid } from '../../common/text/index.js';
import { ShopService } from '../shop/index.js';
import { dayRange, LEAD_SORT_FIELDS, type LeadDesk, LeadDeskService, oneOrMany } from '../leads/index.js';

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

/** Orders on the staff console (LeadDeskController serves the routes). */
export const ORDER_DESK: LeadDesk<Order, OrderDto> = {
  resource: 'orders',
  tag: 'Staff: orders',
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
  dto: OrderDto,
  toDto: OrderDto.from,
  updateDto: UpdateOrderDto,
  sort: ORDER_SORT,
  defaultSort: ['createdAt', 'DESC'],
  filterHelp:
    'Filter keys: q (name, e-mail, phone, product name, stock number, message), status, priority, productType, ' +
    'createdFrom/createdTo (YYYY-MM-DD, shop time zone, inclusive), productId (getManyReference), source, sourceOrigin, spam (true: spam only; spam is hidden otherwise), id (list).',
  csvColumns: [
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
  ],
  api: {
    singular: 'Order',
    plural: 'Orders',
    list: 'List orders',
    stats: 'Order counts: total, per status, this and the previous month (shop time zone; spam left out)',
    get: 'One order',
    update: {
      summary: 'Change an order’s status, priority or notes',
      description: 'Only the fields sent change. The first move to contacted sets contactedAt.',
    },
    delete: 'Delete an order',
    deleted: 'The deleted order',
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

/** Staff work on orders: what LeadDeskService does, and how a change applies. */
@Injectable()
export class AdminOrdersService extends LeadDeskService<Order, OrderDto, UpdateOrderDto> {
  constructor(records: OrderRecords, shop: ShopService, clock: Clock) {
    super(records, ORDER_DESK, shop, clock);
  }

  /** The first move to `contacted` stamps contactedAt; the customer is not written to. */
  protected change(order: Order, changes: UpdateOrderDto): void {
    if (changes.status !== undefined) order.status = changes.status;
    if (changes.priority !== undefined) order.priority = changes.priority;
    if (changes.adminNotes !== undefined) order.adminNotes = changes.adminNotes;
    if (order.status === OrderStatus.Contacted && !order.contactedAt) order.contactedAt = this.clock.now();
  }
}
