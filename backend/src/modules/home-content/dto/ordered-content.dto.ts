import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsUUID, Min, ValidateNested } from 'class-validator';
import { MediaVariantsDto } from '../../media/index.js';
import { rules } from './form-fields.js';

/** What every slide and tile record has. */
export class OrderedContentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ example: 0, description: 'Position in the staff list (0 first)' })
  order: number;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({
    example: '/media/3f/3f…a9.png',
    description:
      'Address of the original, root-relative on this shop (resolve it against the API’s address on other origins)',
  })
  imageUrl: string;

  @ApiProperty({ example: '/media/3f/3f…a9.png', description: 'As stored' })
  imagePath: string;

  @ApiProperty({
    type: MediaVariantsDto,
    nullable: true,
    description: 'Addresses of the WebP copies, root-relative like imageUrl',
  })
  imageVariants: MediaVariantsDto | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

/** Spec 3 §3: the stat cards of the featured images and shop categories pages. */
export class ContentStatsDto {
  @ApiProperty()
  total: number;

  @ApiProperty()
  active: number;

  @ApiProperty()
  inactive: number;

  @ApiProperty({ description: 'Created in the last 7 days' })
  recentUploads: number;
}

/** One item of a reorder: the item's new index in the list. */
export class ContentOrderDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be an id from the list' })
  id: string;

  @ApiProperty({ example: 0, minimum: 0 })
  @IsInt({ message: 'Order must be a whole number of 0 or more' })
  @Min(0, { message: 'Order must be a whole number of 0 or more' })
  order: number;
}

/** The reorder rules for a list named `imageOrders` or `categoryOrders`. */
export const ContentOrders = (listName: string) =>
  rules(
    ApiProperty({
      type: [ContentOrderDto],
      description: 'order = the item’s index in the list; ids not found are skipped',
    }),
    IsArray({ message: `${listName} must be a list of { id, order }` }),
    ArrayMinSize(1, { message: 'Send at least one item to reorder' }),
    ArrayMaxSize(500, { message: 'Reorder at most 500 items at once' }),
    ValidateNested({ each: true, message: `${listName} must be a list of { id, order }` }),
    Type(() => ContentOrderDto),
  );

export class ReorderResultDto {
  @ApiProperty({ description: 'How many items were found and given their new order' })
  updated: number;
}
