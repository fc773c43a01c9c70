import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsDate,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { Trimmed } from '../../../common/dto-fields.js';
import { IgnoredOnUpdate } from '../../../common/read-only-fields.js';
import { ReviewProductType } from '../entities/customer-review.entity.js';
import { IsImageReference } from './image-reference.js';
import { ReviewDto } from './review.dto.js';
import { StaffNotes } from '../../leads/index.js';

/** As in common/dto-fields.ts: rules in the order they are written; the first failing one is reported. */
const rules = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/**
 * Checked only when sent: absent leaves the value as it is (update) or takes the default (create),
 * while null is checked, and refused, like any other wrong value.
 */
const IfSent = () => ValidateIf((_object, value) => value !== undefined);

/** Trimmed; empty or null clears the field, absent leaves it as it is. */
const Clearable = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value));

const requiredText = (requiredMessage: string, maxLength: number, label: string) => [
  Trimmed(),
  IsString({ message: requiredMessage }),
  IsNotEmpty({ message: requiredMessage }),
  MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
];

const optionalText = (maxLength: number, message: string) => [
  Clearable(),
  IsOptional(),
  IsString({ message }),
  MaxLength(maxLength, { message }),
];

const CUSTOMER_NAME = requiredText('Customer name is required', 100, 'Customer name');
const REVIEW_TEXT = requiredText('Review text is required', 2000, 'Review text');
const RATING_MESSAGE = 'Rating must be between 1 and 5';
const PRODUCT_TYPES = Object.values(ReviewProductType).join(', ');

/** The fields create and update share, all optional. */
class ReviewFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'Austin, TX' })
  @rules(...optionalText(100, 'Location must be at most 100 characters'))
  customerLocation?: string | null;

  @ApiPropertyOptional({ minimum: 1, maximum: 5, default: 5, description: 'A whole number of stars' })
  @rules(
    IfSent(),
    IsInt({ message: RATING_MESSAGE }),
    Min(1, { message: RATING_MESSAGE }),
    Max(5, { message: RATING_MESSAGE }),
  )
  rating?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 500,
    description: 'An http(s) URL or a /media path (upload through /api/admin/media)',
  })
  @rules(
    ...optionalText(500, 'Please enter a valid image URL'),
    IsImageReference({ message: 'Please enter a valid image URL' }),
  )
  customerImage?: string | null;

  @ApiPropertyOptional({ enum: ReviewProductType, enumName: 'ReviewProductType', default: ReviewProductType.General })
  @rules(IfSent(), IsEnum(ReviewProductType, { message: `Product type must be one of ${PRODUCT_TYPES}` }))
  productType?: ReviewProductType;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 100,
    description:
      'Staff only. An order’s reference (`LJ-7K4M9P`, any case or spacing) must name an order; when productId is not given, the review is linked to that order’s product. Other text is kept as a note.',
  })
  @rules(...optionalText(100, 'Order reference must be at most 100 characters'))
  orderReference?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uuid',
    description:
      'The product the review is about (its approved reviews make the product’s stars); null: about the shop. Wins over the order reference’s product.',
  })
  @rules(
    Clearable(),
    ValidateIf((_object, value) => value !== undefined && value !== null),
    IsUUID('all', { message: 'Product must be a product of the catalogue' }),
  )
  productId?: string | null;

  @ApiPropertyOptional({ default: true })
  @rules(IfSent(), IsBoolean({ message: 'Active must be true or false' }))
  isActive?: boolean;

  @ApiPropertyOptional({ default: false })
  @rules(IfSent(), IsBoolean({ message: 'Featured must be true or false' }))
  isFeatured?: boolean;

  @StaffNotes()
  adminNotes?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'Default: now' })
  @rules(IfSent(), Type(() => Date), IsDate({ message: 'Date submitted must be a valid date' }))
  dateSubmitted?: Date;
}

/** POST /api/admin/reviews. The review goes to the top of the list (displayOrder = highest + 1). */
export class CreateReviewDto extends ReviewFieldsDto {
  @ApiProperty({ maxLength: 100, example: 'Emily R.' })
  @rules(...CUSTOMER_NAME)
  customerName: string;

  @ApiProperty({ maxLength: 2000 })
  @rules(...REVIEW_TEXT)
  reviewText: string;
}

/** PUT /api/admin/reviews/:id: only the fields sent change (displayOrder through the reorder call). */
@IgnoredOnUpdate(ReviewDto, ['id', 'displayOrder', 'createdAt', 'updatedAt'])
export class UpdateReviewDto extends ReviewFieldsDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @rules(IfSent(), ...CUSTOMER_NAME)
  customerName?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @rules(IfSent(), ...REVIEW_TEXT)
  reviewText?: string;
}
