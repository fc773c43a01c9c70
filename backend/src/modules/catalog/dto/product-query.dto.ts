import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBooleanString, IsEnum, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ProductType } from '../entities/product.entity.js';

export const PRODUCT_SORTS = [
  '-createdAt',
  'createdAt',
  'price',
  '-price',
  'carat',
  '-carat',
  'name',
  '-name',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** GET /api/products and /api/products/type/:type (spec 1 §7): simple lists, newest first by default. */
export class ProductListQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsBooleanString({ message: 'featured: must be true or false' })
  featured?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsBooleanString({ message: 'isNewArrival: must be true or false' })
  isNewArrival?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsBooleanString({ message: 'onSale: must be true or false' })
  onSale?: string;

  @ApiPropertyOptional({ enum: ProductType, enumName: 'ProductType' })
  @IsOptional()
  @IsEnum(ProductType, { message: `productType: must be one of ${Object.values(ProductType).join(', ')}` })
  productType?: ProductType;

  @ApiPropertyOptional({
    description:
      'Jewelry category, as in the address (engagement, wedding, tennis-bracelet…) or its name (Engagement Ring)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(60, { message: 'category: too long' })
  category?: string;

  @ApiPropertyOptional({
    enum: PRODUCT_SORTS,
    enumName: 'ProductSort',
    default: '-createdAt',
    description: 'price: the price the shopper pays (the sale price while on sale)',
  })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort: must be one of ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit: must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit: must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit: must be a whole number from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page: must be a whole number from 1' })
  @Min(1, { message: 'page: must be a whole number from 1' })
  page?: number;
}
