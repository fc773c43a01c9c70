import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, IsUUID, Min, ValidateNested } from 'class-validator';

/** Most reviews one reorder may move (the console sends one page). */
export const MAX_REORDER = 500;
const LIST_MESSAGE = `Reviews must be a list of 1 to ${MAX_REORDER} { id, displayOrder }`;
const ORDER_MESSAGE = 'Display order must be a whole number of 0 or more';

export class ReviewDisplayOrderDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Review id must be a UUID' })
  id: string;

  @ApiProperty({ minimum: 0, description: 'The top of the list has the highest' })
  @IsInt({ message: ORDER_MESSAGE })
  @Min(0, { message: ORDER_MESSAGE })
  displayOrder: number;
}

/** PATCH /api/admin/reviews/bulk/display-order: the console sends list length − index for each row. */
export class BulkDisplayOrderDto {
  @ApiProperty({ type: [ReviewDisplayOrderDto], minItems: 1, maxItems: MAX_REORDER })
  // Anything but a list reads as missing, so it gets the list message rather than class-validator's nested one.
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value : undefined))
  @IsArray({ message: LIST_MESSAGE })
  @ArrayMinSize(1, { message: LIST_MESSAGE })
  @ArrayMaxSize(MAX_REORDER, { message: LIST_MESSAGE })
  @ArrayUnique((order: ReviewDisplayOrderDto) => order?.id, { message: 'Each review may appear only once' })
  @ValidateNested({ each: true })
  @Type(() => ReviewDisplayOrderDto)
  reviews: ReviewDisplayOrderDto[];
}

export class UpdatedCountDto {
  @ApiProperty({ example: 10 })
  updated: number;
}
