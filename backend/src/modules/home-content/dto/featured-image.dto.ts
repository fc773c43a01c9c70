import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsEnum, IsOptional, ValidateBy } from 'class-validator';
import { RequiredText } from '../../../common/dto-fields.js';
import { isSafeUrl } from '../../../common/safe-url.js';
import { IgnoredOnUpdate } from '../../../common/read-only-fields.js';
import { FeaturedImageCategory } from '../entities/featured-image.entity.js';
import {
  BlankAsNull,
  FormBoolean,
  FormInstant,
  FormOrder,
  ImageFileProperty,
  OptionalText,
  rules,
  Sent,
} from './form-fields.js';
import { ContentOrderDto, ContentOrders, OrderedContentDto } from './ordered-content.dto.js';

export const DEFAULT_LINK_TEXT = 'Learn More';

/** An absolute http(s) address, or a path of this site ('/jewelry', never '//elsewhere', `javascript:`…): common/safe-url.ts. */
export const isLinkUrl = (value: unknown): boolean => isSafeUrl(value, { paths: true });

const LinkUrl = () =>
  rules(
    BlankAsNull(),
    IsOptional(),
    ValidateBy({
      name: 'isLinkUrl',
      validator: { validate: isLinkUrl, defaultMessage: () => 'Please enter a valid URL' },
    }),
  );

/** The fields of the slide form other than the title (all optional, on create and on edit). */
class FeaturedImageOptionalFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @OptionalText(500, 'Subtitle')
  subtitle?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 500,
    description: "http(s) address or a site path starting with '/'; blank: none",
  })
  @LinkUrl()
  linkUrl?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 60,
    default: DEFAULT_LINK_TEXT,
    description: `Blank: '${DEFAULT_LINK_TEXT}'`,
  })
  @OptionalText(60, 'Link text')
  linkText?: string | null;

  @ApiPropertyOptional({
    enum: FeaturedImageCategory,
    enumName: 'FeaturedImageCategory',
    default: FeaturedImageCategory.General,
  })
  @Sent()
  @IsEnum(FeaturedImageCategory, {
    message: `Category must be one of ${Object.values(FeaturedImageCategory).join(', ')}`,
  })
  category?: FeaturedImageCategory;

  @ApiPropertyOptional({ minimum: 0, description: 'Index in the staff list; on create, default: after the last' })
  @FormOrder()
  order?: number;

  @ApiPropertyOptional({ default: true })
  @FormBoolean('isActive')
  isActive?: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Shown from this instant (a campaign); blank: no start',
  })
  @FormInstant('Start date')
  startsAt?: Date | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Shown until this instant; must be after startsAt; blank: no end',
  })
  @FormInstant('End date')
  endsAt?: Date | null;
}

/** The text fields of POST (multipart, with the file in `image`). */
export class CreateFeaturedImageDto extends FeaturedImageOptionalFieldsDto {
  @ApiProperty({ maxLength: 200 })
  @RequiredText('Title is required', 200, 'Title')
  title: string;
}

/** A hero slide as staff see it. */
export class FeaturedImageDto extends OrderedContentDto {
  @ApiProperty({ type: String, nullable: true })
  subtitle: string | null;

  @ApiProperty({ type: String, nullable: true })
  linkUrl: string | null;

  @ApiProperty({ example: DEFAULT_LINK_TEXT })
  linkText: string;

  @ApiProperty({ enum: FeaturedImageCategory, enumName: 'FeaturedImageCategory' })
  category: FeaturedImageCategory;

  @ApiProperty({ description: 'Shop days on which the slide was on the home page' })
  displayCount: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'First time served on the latest day it was served',
  })
  lastDisplayed: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startsAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endsAt: Date | null;
}

/** PUT: only the fields sent change; the image is optional (a new file, never a path). */
@IgnoredOnUpdate(FeaturedImageDto, [
  'id',
  'imageUrl',
  'imagePath',
  'imageVariants',
  'displayCount',
  'lastDisplayed',
  'createdAt',
  'updatedAt',
])
export class UpdateFeaturedImageDto extends FeaturedImageOptionalFieldsDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @Sent()
  @RequiredText('Title is required', 200, 'Title')
  title?: string;
}

/** The multipart bodies as documented (the validated DTOs above plus the file). */
export class CreateFeaturedImageFormDto extends CreateFeaturedImageDto {
  @ImageFileProperty(true)
  image: unknown;
}

export class UpdateFeaturedImageFormDto extends UpdateFeaturedImageDto {
  @ImageFileProperty(false)
  image?: unknown;
}

export class ReorderFeaturedImagesDto {
  @ContentOrders('imageOrders')
  imageOrders: ContentOrderDto[];
}

/** A hero slide as the storefront shows it. */
export class HeroSlideDto extends PickType(OrderedContentDto, ['id', 'title', 'imageUrl', 'imageVariants'] as const) {
  @ApiProperty({ type: String, nullable: true })
  subtitle: string | null;

  @ApiProperty({ type: String, nullable: true })
  linkUrl: string | null;

  @ApiProperty()
  linkText: string;

  @ApiProperty({ enum: FeaturedImageCategory, enumName: 'FeaturedImageCategory' })
  category: FeaturedImageCategory;
}

export class CurrentFeaturedImagesDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: [HeroSlideDto], description: 'At most 4, in the order to show them' })
  images: HeroSlideDto[];
}
