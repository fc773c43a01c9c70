import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { ProductType } from '../entities/product.entity.js';
import { AvailabilityStatus } from '../product-facts.js';
import { ProductVideoKind } from '../product-video.js';

const nullableString = { type: String, nullable: true } as const;
const nullableNumber = { type: Number, nullable: true } as const;

export class AvailabilityDto {
  @ApiProperty({ enum: AvailabilityStatus, enumName: 'AvailabilityStatus' })
  status: AvailabilityStatus;

  @ApiProperty({ example: 'Limited Stock (3 remaining)' })
  label: string;

  @ApiProperty({ description: 'Whether Confirm Order is offered' })
  canOrder: boolean;
}

export class CertificateDto {
  @ApiProperty({ ...nullableString, example: 'GIA' })
  lab: string | null;

  @ApiProperty({ ...nullableString, example: '2141438171' })
  number: string | null;

  @ApiProperty({ ...nullableString, description: 'The lab’s verification page (an explicit URL wins)' })
  url: string | null;
}

export class ProductVideoDto {
  @ApiProperty({ example: 'https://v360.in/diamondview.aspx?cid=vd&d=LG-000123', description: 'videoUrl, as answered' })
  url: string;

  @ApiProperty({
    enum: ProductVideoKind,
    enumName: 'ProductVideoKind',
    description:
      'file: an MP4, WebM or MOV file, for a <video> element; viewer: a viewer page on a host of VIDEO_VIEWER_HOSTS (or a subdomain), for a sandboxed frame the shop’s CSP allows; link: any other page, to open in a new tab',
  })
  kind: ProductVideoKind;
}

/**
 * A product as every public client receives it: availability and certificate computed; our own media
 * root-relative (`/media/…`, `/catalog/…`: resolve them against the API's address on other origins),
 * suppliers' links absolute.
 */
export class ProductDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'Same as id, for clients of the old API' }) _id: string;
  @ApiProperty({ enum: ProductType, enumName: 'ProductType' }) productType: ProductType;
  @ApiProperty({ example: 'LG-000123' }) stockNumber: string;
  @ApiProperty({ example: '1.51 Carat Round Lab-Grown Diamond' }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({
    description: 'The page’s meta description: the description (or the name) on one line, at most 155 characters',
  })
  metaDescription: string;
  @ApiProperty({ example: 2450, description: 'USD' }) price: number;
  @ApiProperty(nullableNumber) originalPrice: number | null;
  @ApiProperty(nullableNumber) salePrice: number | null;
  @ApiProperty() onSale: boolean;
  @ApiProperty({ description: 'Percent off while on sale, 0 otherwise' }) discount: number;
  @ApiProperty({ ...nullableString, example: 'Engagement Ring' }) category: string | null;
  @ApiProperty(nullableString) subCategory: string | null;
  @ApiProperty(nullableString) brand: string | null;
  @ApiProperty() featured: boolean;
  @ApiProperty() isNewArrival: boolean;
  @ApiProperty({ ...nullableNumber, description: 'null when unknown' }) countInStock: number | null;
  @ApiProperty({
    ...nullableNumber,
    example: 4.7,
    description:
      'The mean rating (one decimal) of the product’s approved customer reviews; null when it has none. Never the rating staff type on the product.',
  })
  rating: number | null;
  @ApiProperty({
    example: 3,
    description: 'How many approved customer reviews name the product (GET /api/products/{id}/reviews lists them)',
  })
  numReviews: number;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: [String] }) materials: string[];
  @ApiProperty() customizable: boolean;
  @ApiProperty({ ...nullableString, example: 'Round' }) shape: string | null;
  @ApiProperty({ ...nullableNumber, example: 1.51 }) carat: number | null;
  @ApiProperty({ ...nullableString, example: 'F' }) color: string | null;
  @ApiProperty({ ...nullableString, example: 'VS1' }) clarity: string | null;
  @ApiProperty({ ...nullableString, example: 'Excellent' }) cut: string | null;
  @ApiProperty({ ...nullableString, example: 'IGI', description: 'Grading lab (the shopper’s “certification”)' }) lab:
    string | null;
  @ApiProperty({ ...nullableString, description: 'The lab’s availability value' }) labAvailability: string | null;
  @ApiProperty(nullableString) fancyColor: string | null;
  @ApiProperty({ ...nullableString, example: '18K White Gold' }) metal: string | null;
  @ApiProperty(nullableString) classification: string | null;
  @ApiProperty(nullableString) stoneType: string | null;
  @ApiProperty(nullableString) stoneShape: string | null;
  @ApiProperty(nullableString) gemType: string | null;
  @ApiProperty(nullableNumber) totalCaratWeight: number | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Every other specification (VDB fields, stones, ring, location)',
  })
  specs: Record<string, unknown>;
  @ApiProperty(nullableString) mainImage: string | null;
  @ApiProperty({ type: [String], description: 'Up to 5 more images' }) galleryImages: string[];
  @ApiProperty({ type: [String] }) imageLinks: string[];
  @ApiProperty({ type: [String], description: 'Every image in display order: main, gallery, links' }) images: string[];
  @ApiProperty(nullableString) videoUrl: string | null;
  @ApiProperty({ type: ProductVideoDto, nullable: true, description: 'How to show videoUrl; null without one' })
  video: ProductVideoDto | null;
  @ApiProperty({ type: [String], description: 'Frames of the 360° view' }) rotationImages: string[];
  @ApiProperty({ type: [String], description: 'High-resolution images for zooming (diamonds)' }) zoomImages: string[];
  @ApiProperty() availability: AvailabilityDto;
  @ApiPropertyOptional({ type: CertificateDto, nullable: true }) certificate: CertificateDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

/** What a card or a list row shows of a product: the items of search answers, a fraction of the bytes. */
export const PRODUCT_SUMMARY_FIELDS = [
  'id',
  '_id',
  'productType',
  'stockNumber',
  'name',
  'price',
  'originalPrice',
  'salePrice',
  'onSale',
  'discount',
  'category',
  'subCategory',
  'brand',
  'featured',
  'isNewArrival',
  'countInStock',
  'rating',
  'numReviews',
  'shape',
  'carat',
  'color',
  'clarity',
  'cut',
  'lab',
  'fancyColor',
  'metal',
  'totalCaratWeight',
  'mainImage',
  'images',
  'availability',
  'certificate',
  'createdAt',
] as const;

export class ProductSummaryDto extends PickType(ProductDto, PRODUCT_SUMMARY_FIELDS) {}

export class ProductAnswerDto {
  @ApiProperty() data: ProductDto;
}

export class ProductListDto {
  @ApiProperty({ type: [ProductDto] }) products: ProductDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pages: number;
}
