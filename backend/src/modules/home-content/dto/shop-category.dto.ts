import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { plainToInstance, Transform, Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { RequiredText, Trimmed } from '../../../common/dto-fields.js';
import { assertRequestText } from '../../../common/request-text.js';
import { IgnoredOnUpdate } from '../../../common/read-only-fields.js';
import {
  SHOP_CATEGORY_LINKS,
  SHOP_CATEGORY_TYPE_VALUES,
  type ShopCategoryLink,
  type ShopCategoryType,
} from '../entities/shop-category.entity.js';
import { FormBoolean, FormOrder, ImageFileProperty, OptionalText, rules, Sent } from './form-fields.js';
import { ContentOrderDto, ContentOrders, OrderedContentDto } from './ordered-content.dto.js';

const FilterValue = () =>
  rules(
    IsOptional(),
    IsString({ message: 'Product filter values must be text' }),
    MaxLength(100, { message: 'Product filter values must be at most 100 characters' }),
  );

export class ProductFilterSpecificationsDto {
  @ApiPropertyOptional({ example: 'Engagement Ring' })
  @FilterValue()
  category?: string;

  @ApiPropertyOptional({ example: '18K White Gold' })
  @FilterValue()
  material?: string;

  @ApiPropertyOptional({ example: 'Lab Grown Diamond' })
  @FilterValue()
  diamondType?: string;
}

/** Which products a tile stands for; unknown keys are refused. */
export class ProductFiltersDto {
  @ApiPropertyOptional({ example: 'engagement' })
  @FilterValue()
  category?: string;

  @ApiPropertyOptional({ example: 'jewelry' })
  @FilterValue()
  productType?: string;

  @ApiPropertyOptional({ type: ProductFilterSpecificationsDto })
  @IsOptional()
  @ValidateNested({ message: 'productFilters.specifications must be a JSON object' })
  @Type(() => ProductFilterSpecificationsDto)
  specifications?: ProductFilterSpecificationsDto;
}

/** Multipart sends productFilters as JSON text; JSON bodies send the object. Blank means none ({}). */
function parseProductFilters({ value }: { value: unknown }): unknown {
  let parsed = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return new ProductFiltersDto();
    try {
      parsed = JSON.parse(value);
    } catch {
      return value;
    }
    // Decoded text obeys the rule the request does: a NUL or lone surrogate here would reach PostgreSQL's jsonb.
    assertRequestText(parsed, 'productFilters');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return parsed;
  return plainToInstance(ProductFiltersDto, parsed);
}

const LinkChoice = () =>
  rules(
    Trimmed(),
    IsNotEmpty({ message: 'Link URL is required' }),
    IsIn(SHOP_CATEGORY_LINKS, { message: 'Please choose a link from the list' }),
  );

/** The fields of the tile form other than title and link (all optional, on create and on edit). */
class ShopCategoryOptionalFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @OptionalText(1000, 'Description')
  description?: string | null;

  @ApiPropertyOptional({ enum: SHOP_CATEGORY_TYPE_VALUES, enumName: 'ShopCategoryType', default: 'jewelry' })
  @Sent()
  @IsIn(SHOP_CATEGORY_TYPE_VALUES, { message: `Category type must be one of ${SHOP_CATEGORY_TYPE_VALUES.join(', ')}` })
  categoryType?: ShopCategoryType;

  @ApiPropertyOptional({ type: ProductFiltersDto, description: 'In multipart: the object as JSON text' })
  @Transform(parseProductFilters)
  @Sent()
  @IsObject({ message: 'productFilters must be a JSON object' })
  @ValidateNested({ message: 'productFilters must be a JSON object' })
  productFilters?: ProductFiltersDto;

  @ApiPropertyOptional({ minimum: 0, description: 'Index in the staff list; on create, default: after the last' })
  @FormOrder()
  order?: number;

  @ApiPropertyOptional({ default: true })
  @FormBoolean('isActive')
  isActive?: boolean;
}

const LINK_DESCRIPTION = `One of ${SHOP_CATEGORY_LINKS.join(', ')}`;

/** The text fields of POST (multipart, with the file in `image`). */
export class CreateShopCategoryDto extends ShopCategoryOptionalFieldsDto {
  @ApiProperty({ maxLength: 200 })
  @RequiredText('Title is required', 200, 'Title')
  title: string;

  @ApiProperty({ enum: SHOP_CATEGORY_LINKS, enumName: 'ShopCategoryLink', description: LINK_DESCRIPTION })
  @LinkChoice()
  linkUrl: ShopCategoryLink;
}

/** A shop-by-category tile as staff see it. */
export class ShopCategoryDto extends OrderedContentDto {
  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ enum: SHOP_CATEGORY_LINKS, enumName: 'ShopCategoryLink' })
  linkUrl: ShopCategoryLink;

  @ApiProperty({ enum: SHOP_CATEGORY_TYPE_VALUES, enumName: 'ShopCategoryType' })
  categoryType: ShopCategoryType;

  @ApiProperty({ type: ProductFiltersDto })
  productFilters: ProductFiltersDto;
}

/** PUT: only the fields sent change; the image is optional (a new file, never a path). */
@IgnoredOnUpdate(ShopCategoryDto, ['id', 'imageUrl', 'imagePath', 'imageVariants', 'createdAt', 'updatedAt'])
export class UpdateShopCategoryDto extends ShopCategoryOptionalFieldsDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @Sent()
  @RequiredText('Title is required', 200, 'Title')
  title?: string;

  @ApiPropertyOptional({ enum: SHOP_CATEGORY_LINKS, enumName: 'ShopCategoryLink', description: LINK_DESCRIPTION })
  @Sent()
  @LinkChoice()
  linkUrl?: ShopCategoryLink;
}

/** The multipart bodies as documented (the validated DTOs above plus the file). */
export class CreateShopCategoryFormDto extends CreateShopCategoryDto {
  @ImageFileProperty(true)
  image: unknown;
}

export class UpdateShopCategoryFormDto extends UpdateShopCategoryDto {
  @ImageFileProperty(false)
  image?: unknown;
}

export class ReorderShopCategoriesDto {
  @ContentOrders('categoryOrders')
  categoryOrders: ContentOrderDto[];
}

/** A tile as the storefront shows it. */
export class CategoryTileDto extends PickType(ShopCategoryDto, [
  'id',
  'title',
  'imageUrl',
  'imageVariants',
  'description',
  'linkUrl',
  'categoryType',
] as const) {}

export class ActiveShopCategoriesDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: [CategoryTileDto], description: 'Every active tile, in staff order' })
  categories: CategoryTileDto[];
}
