import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsNotEmpty, IsUUID } from 'class-validator';
import {
  FullName,
  LeadFormDto,
  LeadPhone,
  OptionalEmail,
  OptionalText,
  ShownCurrencyField,
} from '../../leads/index.js';

const IGNORED = 'Ignored: the server copies the product from the catalogue (older clients sent it).';

/** The order dialog (spec 1 §2, §3, §5). */
export class CreateOrderDto extends LeadFormDto {
  @FullName()
  fullName: string;

  @LeadPhone()
  phone: string;

  @OptionalEmail('Please enter a valid email address')
  email?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @OptionalText(2000, 'Message must be less than 2000 characters')
  message?: string;

  @ApiProperty({ format: 'uuid', description: 'The product asked about; it must be orderable (availability.canOrder)' })
  @IsNotEmpty({ message: 'Product is required' })
  @IsUUID('all', { message: 'Product is required' })
  productId: string;

  @ShownCurrencyField()
  currency?: string;

  @ApiPropertyOptional({ deprecated: true, description: IGNORED })
  @Allow()
  productType?: string;

  @ApiPropertyOptional({ deprecated: true, description: IGNORED })
  @Allow()
  productName?: string;

  @ApiPropertyOptional({ deprecated: true, description: IGNORED })
  @Allow()
  productPrice?: number;

  @ApiPropertyOptional({ deprecated: true, description: IGNORED })
  @Allow()
  productImage?: string;

  @ApiPropertyOptional({ deprecated: true, description: IGNORED })
  @Allow()
  stockNumber?: string;
}
