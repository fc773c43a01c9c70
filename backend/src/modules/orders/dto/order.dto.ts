import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { StaffNotes } from '../../leads/lead-fields.js';
import { LeadSource } from '../../leads/lead-source.js';
import { type Order, OrderPriority, OrderProductKind, OrderStatus } from '../entities/order.entity.js';

/** An order as staff see it. */
export class OrderDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  fullName: string;

  @ApiProperty()
  phone: string;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  message: string | null;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty()
  productName: string;

  @ApiProperty({ example: 2450, description: 'The price asked when ordered (the sale price when on sale)' })
  productPrice: number;

  @ApiProperty({ type: String, nullable: true, description: 'Absolute URL of the main image when ordered' })
  productImage: string | null;

  @ApiProperty({ type: String, nullable: true })
  stockNumber: string | null;

  @ApiProperty({ enum: OrderProductKind, enumName: 'OrderProductKind' })
  productType: OrderProductKind;

  @ApiProperty({ enum: OrderStatus, enumName: 'OrderStatus' })
  status: OrderStatus;

  @ApiProperty({ enum: OrderPriority, enumName: 'OrderPriority' })
  priority: OrderPriority;

  @ApiProperty({ type: String, nullable: true })
  adminNotes: string | null;

  @ApiProperty({ enum: LeadSource, enumName: 'LeadSource' })
  source: LeadSource;

  @ApiProperty({ type: String, nullable: true, description: 'The partner page (Origin) of widget orders' })
  sourceOrigin: string | null;

  @ApiProperty()
  spam: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the status first became contacted' })
  contactedAt: Date | null;

  static from(order: Order): OrderDto {
    return {
      id: order.id,
      fullName: order.fullName,
      phone: order.phone,
      email: order.email ?? null,
      message: order.message ?? null,
      productId: order.productId,
      productName: order.productName,
      productPrice: order.productPrice,
      productImage: order.productImage ?? null,
      stockNumber: order.stockNumber ?? null,
      productType: order.productType,
      status: order.status,
      priority: order.priority,
      adminNotes: order.adminNotes ?? null,
      source: order.source,
      sourceOrigin: order.sourceOrigin ?? null,
      spam: order.spam,
      createdAt: order.createdAt,
      contactedAt: order.contactedAt ?? null,
    };
  }
}

export class UpdateOrderDto {
  @ApiPropertyOptional({ enum: OrderStatus, enumName: 'OrderStatus' })
  @IsOptional()
  @IsEnum(OrderStatus, { message: `Status must be one of ${Object.values(OrderStatus).join(', ')}` })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: OrderPriority, enumName: 'OrderPriority' })
  @IsOptional()
  @IsEnum(OrderPriority, { message: `Priority must be one of ${Object.values(OrderPriority).join(', ')}` })
  priority?: OrderPriority;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @StaffNotes(5000, 'Notes must be less than 5000 characters')
  adminNotes?: string | null;
}
