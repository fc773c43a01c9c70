import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsString } from 'class-validator';
import { CheckedBy } from '../../../../common/body-rules.js';
import { IgnoredOnUpdate, ignoredOnUpdate } from '../../../../common/read-only-fields.js';
import { ProductDto } from '../../dto/product.dto.js';
import { ProductType } from '../../entities/product.entity.js';
import { checkNewProduct, checkProductChanges } from '../product-rules.js';
import { ProductOfferDto, ProductPriceChangeDto, ProductSupplierDto } from './product-supply.dto.js';

const SPECIFICATIONS_DESCRIPTION =
  'By product type, with spec 2 §3’s field names. Diamonds (lab-grown, natural-diamond, diamond): stockNumber, shape, weight (alias carat), ' +
  'color, fancyColor, clarity, cutGrade (alias cut), lab, certificateNumber, certificateUrl, availability, polish, symmetry, ' +
  'fluorescenceIntensity (alias fluorescence), fluorescenceColor, depthPercent, tablePercent, measurements…, growthType, origin, treatment, ' +
  'location {city,state,country} (or city, state, country) and the other VDB fields. Jewelry and rings: stockNumber, jewelryStyle, ' +
  'jewelryClassification, jewelryCategory, jewelrySubCategory, metal, mount, totalCaratWeight, totalPrice, totalNumberOfStones, rank, ' +
  'supportedShapes, settingSupportedCaratFrom/To, centerStone {…}, sideStone {…}, location {…}, comments; rings also material, width, size, style. ' +
  'Unknown fields are refused.';

/** Stored media as written (relative paths or absolute URLs), for editing. */
export class ProductMediaDto {
  @ApiProperty({ type: String, nullable: true }) mainImage: string | null;
  @ApiProperty({ type: [String] }) galleryImages: string[];
  @ApiProperty({ type: [String] }) imageLinks: string[];
  @ApiProperty({ type: String, nullable: true }) videoUrl: string | null;
  @ApiProperty({ type: [String] }) rotationImages: string[];
  @ApiProperty({ type: [String] }) zoomImages: string[];
}

/** The staff record: the public product plus what editing needs (rating and numReviews as staff typed them). */
export class AdminProductDto extends OmitType(ProductDto, ['rating', 'numReviews']) {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The rating staff typed or an import carried; not shown to shoppers (reviewRating is)',
  })
  rating: number | null;
  @ApiProperty({ description: 'The count staff typed or an import carried; not shown to shoppers (reviewCount is)' })
  numReviews: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'What shoppers see: the mean rating of the approved customer reviews naming the product',
  })
  reviewRating: number | null;
  @ApiProperty({ description: 'What shoppers see: how many approved customer reviews name the product' })
  reviewCount: number;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: `The product’s specifications as staff write them. ${SPECIFICATIONS_DESCRIPTION}`,
  })
  specifications: Record<string, unknown>;
  @ApiProperty({ type: ProductMediaDto }) media: ProductMediaDto;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'its stock count is 0',
    description:
      'Why shoppers cannot order the product (availability.canOrder is false), worded to follow "Shoppers cannot order this piece: "; null when they can',
  })
  unorderableReason: string | null;

  // Supplier feeds (staff-only): whose offer the product shows, at what cost, and the margin over it.
  @ApiProperty({ type: ProductSupplierDto, nullable: true, description: 'null for the shop’s own pieces' })
  supplier: ProductSupplierDto | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The shown offer’s cost (USD); null without a supplier' })
  supplierCost: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'price − supplierCost; null without a cost' })
  margin: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 18.5,
    description: 'margin / price × 100, to 1 decimal; null without a cost',
  })
  marginPercent: number | null;
  @ApiPropertyOptional({
    type: [ProductOfferDto],
    description: 'One product only (not in lists): every supplier’s offer of the same stone, the shown one first',
  })
  offers?: ProductOfferDto[];
  @ApiPropertyOptional({
    type: [ProductPriceChangeDto],
    description: 'One product only (not in lists): its offers’ price changes, newest first, at most 100',
  })
  priceHistory?: ProductPriceChangeDto[];
}

/**
 * What staff send to create a product, and (any part of it) to update one. Empty values are dropped.
 * The staff record's computed and read-only fields may come back with it (react-admin sends the
 * whole record): they are ignored; specifications are the one place to change shape, carat, ….
 * The validation pipe checks it by the product rules (product-rules.ts validateProductInput, the
 * rules the CSV import applies to each row too), which class-validator decorators cannot express.
 */
@CheckedBy((body) => checkNewProduct(body, ignoredOnUpdate(ProductInputDto)))
@IgnoredOnUpdate(AdminProductDto, [
  'id',
  '_id',
  'stockNumber',
  'metaDescription',
  'discount',
  'shape',
  'carat',
  'color',
  'clarity',
  'cut',
  'lab',
  'labAvailability',
  'fancyColor',
  'metal',
  'classification',
  'stoneType',
  'stoneShape',
  'gemType',
  'totalCaratWeight',
  'specs',
  'images',
  'video',
  'availability',
  'certificate',
  'media',
  'unorderableReason',
  'reviewRating',
  'reviewCount',
  'supplier',
  'supplierCost',
  'margin',
  'marginPercent',
  'offers',
  'priceHistory',
  'createdAt',
  'updatedAt',
])
export class ProductInputDto {
  @ApiProperty({ enum: ProductType, enumName: 'ProductType', description: 'Also accepted as `type`' })
  productType: ProductType;
  @ApiProperty({ example: '1.51 Carat Round Lab-Grown Diamond' }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: 2450, description: 'USD, above 0; numbers may be sent as text' }) price: number;
  @ApiPropertyOptional() originalPrice?: number;
  @ApiPropertyOptional() salePrice?: number;
  @ApiPropertyOptional() onSale?: boolean;
  @ApiPropertyOptional({ description: 'Diamonds only; for jewelry it stands for specifications.jewelryCategory' })
  category?: string;
  @ApiPropertyOptional() subCategory?: string;
  @ApiPropertyOptional({ description: 'Also accepted as specifications.brand' }) brand?: string;
  @ApiPropertyOptional() featured?: boolean;
  @ApiPropertyOptional() isNewArrival?: boolean;
  @ApiPropertyOptional({ minimum: 0, description: 'Whole number; empty means unknown' }) countInStock?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 5 }) rating?: number;
  @ApiPropertyOptional({ minimum: 0 }) numReviews?: number;
  @ApiPropertyOptional({
    oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
    description: 'A list or comma-separated text',
  })
  tags?: string[] | string;
  @ApiPropertyOptional({
    oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
    description: 'A list or comma-separated text',
  })
  materials?: string[] | string;
  @ApiPropertyOptional() customizable?: boolean;
  @ApiPropertyOptional({ description: 'A path returned by POST /api/admin/media or an absolute URL' })
  mainImage?: string;
  @ApiPropertyOptional({ type: [String], maxItems: 5 }) galleryImages?: string[];
  @ApiPropertyOptional({
    type: [String],
    maxItems: 6,
    description: 'Also accepted as imageLink, imageLink2 … imageLink6',
  })
  imageLinks?: string[];
  @ApiPropertyOptional({ description: 'Also accepted as videoLink' }) videoUrl?: string;
  @ApiPropertyOptional({
    type: [String],
    description: 'Frames of the 360° view (diamonds); also accepted as rotation360',
  })
  rotationImages?: string[];
  @ApiPropertyOptional({ type: [String], description: 'High-resolution images for zooming (diamonds)' })
  zoomImages?: string[];
  @ApiProperty({ type: 'object', additionalProperties: true, description: SPECIFICATIONS_DESCRIPTION })
  specifications: Record<string, unknown>;
}

/**
 * A change to a product (PUT): any part of ProductInputDto. It is merged onto the stored product
 * and the result validated as a whole by the same rules (AdminProductsService.update), so the pipe
 * only takes it as an object.
 */
@CheckedBy((body) => checkProductChanges(body))
export class ProductChangesDto extends ProductInputDto {}

export class ProductCountsDto {
  @ApiProperty() jewelry: number;
  @ApiProperty() ring: number;
  @ApiProperty({ description: 'Every diamond kind' }) diamonds: number;
  @ApiProperty({ name: 'lab-grown' }) 'lab-grown': number;
  @ApiProperty({ name: 'natural-diamond' }) 'natural-diamond': number;
  @ApiProperty() all: number;
}

export class BulkDeleteDto {
  @ApiProperty({ type: [String], description: 'Product ids; unknown ones are skipped', maxItems: 500 })
  @IsArray({ message: 'ids must be a list of product ids' })
  @ArrayNotEmpty({ message: 'ids must not be empty' })
  @ArrayMaxSize(500, { message: 'At most 500 products at once' })
  @IsString({ each: true, message: 'ids must be a list of product ids' })
  ids: string[];
}

export class BulkDeleteAnswerDto {
  @ApiProperty({ type: [String], description: 'The ids that were deleted' }) ids: string[];
}
