import { ApiProperty } from '@nestjs/swagger';
import { IgnoredOnUpdate } from '../../../common/read-only-fields.js';
import { type Order, OrderPriority, OrderProductKind, OrderStatus } from '../entities/order.entity.js';
import { StaffChoice, StaffNotes, LEAD_READ_ONLY, LeadRecordDto, leadRecordFields } from '../../leads/index.js';
import { SupplierOfferSnapshotDto } from '../../catalog/index.js';

/** An order as staff see it. */
export class OrderDto extends LeadRecordDto {
  @ApiProperty({ type: String, nullable: true })
  message: string | null;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty()
  productName: string;

  @ApiProperty({ example: 2450, description: 'The price asked when ordered (the sale price when on sale)' })
  productPrice: number;

  @ApiProperty({ example: 'GBP', description: 'The currency the shopper read the price in: USD or a display currency' })
  shownCurrency: string;

  @ApiProperty({ example: 0.79, description: 'Units of shownCurrency per US dollar when ordered (1 for USD)' })
  shownRate: number;

  @ApiProperty({
    example: 1936,
    description: 'The price as the shopper read it: productPrice × shownRate in whole units (USD: productPrice)',
  })
  shownPrice: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The main image when ordered: root-relative for the shop’s own media (/catalog/…, /media/…), else another site’s absolute URL',
  })
  productImage: string | null;

  @ApiProperty({ type: String, nullable: true })
  stockNumber: string | null;

  @ApiProperty({ enum: OrderProductKind, enumName: 'OrderProductKind' })
  productType: OrderProductKind;

  @ApiProperty({
    type: SupplierOfferSnapshotDto,
    nullable: true,
    description: 'The supplier’s offer the product showed when ordered, as it was then; null for the shop’s own pieces',
  })
  supplierOffer: SupplierOfferSnapshotDto | null;

  @ApiProperty({ enum: OrderStatus, enumName: 'OrderStatus' })
  status: OrderStatus;

  @ApiProperty({ enum: OrderPriority, enumName: 'OrderPriority' })
  priority: OrderPriority;

  @ApiProperty({ type: String, nullable: true })
  adminNotes: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the status first became contacted',
  })
  contactedAt: Date | null;

  static from(order: Order): OrderDto {
    return {
      ...leadRecordFields(order),
      message: order.message ?? null,
      productId: order.productId,
      productName: order.productName,
      productPrice: order.productPrice,
      shownCurrency: order.shownCurrency,
      shownRate: order.shownRate,
      shownPrice: order.shownPrice,
      productImage: order.productImage ?? null,
      stockNumber: order.stockNumber ?? null,
      productType: order.productType,
      supplierOffer: order.supplierOffer ?? null,
      status: order.status,
      priority: order.priority,
      adminNotes: order.adminNotes ?? null,
      contactedAt: order.contactedAt ?? null,
    };
  }
}

@IgnoredOnUpdate(OrderDto, [
  ...LEAD_READ_ONLY,
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
  'supplierOffer',
  'contactedAt',
])
export class UpdateOrderDto {
  @StaffChoice(OrderStatus, 'OrderStatus', 'Status')
  status?: OrderStatus;

  @StaffChoice(OrderPriority, 'OrderPriority', 'Priority')
  priority?: OrderPriority;

  @StaffNotes()
  adminNotes?: string | null;
}
