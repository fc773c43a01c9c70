import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { ProductAuditAction } from '../entities/product-audit-entry.entity.js';

const ANY_VALUE: ApiPropertyOptions = {
  nullable: true,
  oneOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'array', items: { type: 'string' } },
    { type: 'object', additionalProperties: true },
  ],
};

export class ProductFieldChangeDto {
  @ApiProperty({ example: 'price', description: 'Dotted path of the staff input (`specifications.availability`)' })
  field: string;
  @ApiProperty({ ...ANY_VALUE, description: 'null when the field was absent' }) before: unknown;
  @ApiProperty({ ...ANY_VALUE, description: 'null when the field is now absent' }) after: unknown;
}

export class AuditActorDto {
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) id: string | null;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}

/** One change to a product (react-admin resource `product-history`). */
export class ProductHistoryEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() stockNumber: string;
  @ApiProperty() productName: string;
  @ApiProperty({ enum: ProductAuditAction, enumName: 'ProductAuditAction' }) action: ProductAuditAction;
  @ApiProperty({ type: AuditActorDto }) actor: AuditActorDto;
  @ApiProperty({
    type: [ProductFieldChangeDto],
    description: 'Create: every field set; delete: every field it had; update: the fields that changed',
  })
  changes: ProductFieldChangeDto[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}
