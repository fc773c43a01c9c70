import { ApiProperty } from '@nestjs/swagger';

/** Staff-only: where a supplier's stone comes from. Never in a public answer. */

export class ProductSupplierDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Nivoda lab' }) name: string;
}

/** One supplier's offer of the product's stone (the same certificate). */
export class ProductOfferDto {
  @ApiProperty({ format: 'uuid' }) supplierId: string;
  @ApiProperty() supplierName: string;
  @ApiProperty({ description: 'The supplier’s own stock number' }) stockNumber: string;
  @ApiProperty({ description: 'The supplier’s price (USD)' }) cost: number;
  @ApiProperty({ description: 'The retail price its markup gives (USD)' }) retail: number;
  @ApiProperty({ description: 'Still listed by the supplier as available' }) live: boolean;
  @ApiProperty({ description: 'The offer the storefront shows' }) shown: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) firstSeenAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) lastSeenAt: Date;
}

/** A price change of one of the product's offers. */
export class ProductPriceChangeDto {
  @ApiProperty({ type: String, format: 'date-time' }) at: Date;
  @ApiProperty() cost: number;
  @ApiProperty() retail: number;
  @ApiProperty() supplierName: string;
}

/** The offer a product showed when an order or appointment was made, kept as it was then. */
export class SupplierOfferSnapshotDto {
  @ApiProperty({ format: 'uuid' }) supplierId: string;
  @ApiProperty() supplierName: string;
  @ApiProperty({ format: 'uuid' }) offerId: string;
  @ApiProperty({ description: 'The supplier’s own stock number' }) stockNumber: string;
  @ApiProperty({ description: 'The supplier’s price then (USD)' }) cost: number;
  @ApiProperty({ description: 'The retail price then (USD)' }) retail: number;
}
