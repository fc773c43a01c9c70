import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { ProductSummaryDto } from '../dto/product.dto.js';
import { MAX_PAGE } from '../search/search-query.dto.js';
import { WholeNumber } from '../search/search-query.fields.js';

export const LOOKUP_MAX_LENGTH = 100;
export const LOOKUP_MAX_LIMIT = 24;
export const LOOKUP_DEFAULT_LIMIT = 8;
/** The most products a search lists (over all its pages): past that, the shopper adds words. */
export const LOOKUP_MAX_LISTED = 1000;

const Q_MESSAGE = `q: give words, a stock number or a certificate number, 1 to ${LOOKUP_MAX_LENGTH} characters`;

/**
 * Spaces around the words do not count, and the text is compared in its composed Unicode form (an é typed as
 * e + accent finds a stored é). Control characters are refused: PostgreSQL cannot even hold a NUL byte.
 */
const readQuery = (value: unknown) => (typeof value === 'string' ? value.trim().normalize('NFC') : value);
const isSearchText = (value: unknown) =>
  typeof value === 'string' && value.length >= 1 && value.length <= LOOKUP_MAX_LENGTH && !/\p{Cc}/u.test(value);

/** GET /api/products/lookup: what the header's search box sends. */
export class ProductLookupQueryDto {
  @ApiProperty({
    description:
      'Words of the name, kind, shape, metal, style or stones, a stock number or a certificate number; any case, spaces around it ignored',
    minLength: 1,
    maxLength: LOOKUP_MAX_LENGTH,
    example: 'LG-000123',
  })
  @Transform(({ value }) => readQuery(value))
  @ValidateBy({ name: 'searchText', validator: { validate: isSearchText, defaultMessage: () => Q_MESSAGE } })
  q: string;

  @WholeNumber(1, MAX_PAGE, 1, 'Page of items, from 1')
  page?: number;

  @WholeNumber(1, LOOKUP_MAX_LIMIT, LOOKUP_DEFAULT_LIMIT, 'Products per page of items')
  limit?: number;
}

export class ProductLookupDto {
  @ApiProperty({
    type: ProductSummaryDto,
    nullable: true,
    description:
      'The one product whose stock number or certificate number is q (ignoring case): the search box opens its page. Null when no product, or more than one, has it.',
  })
  exact: ProductSummaryDto | null;

  @ApiProperty({
    type: [ProductSummaryDto],
    description:
      'A page of at most limit products: those whose stock number or certificate number is q, those whose stock number or certificate number starts with it, then those with every word of q (stemmed: "rings" finds rings, not earrings), most relevant first (a word of the name counts most), orderable first among equals, then by name. When none has every word, those whose name holds words near q\'s (a misspelling), nearest first.',
  })
  items: ProductSummaryDto[];

  @ApiProperty({ description: `How many products the search lists in all, at most ${LOOKUP_MAX_LISTED}`, example: 42 })
  total: number;

  @ApiProperty({
    description: `More products match than the ${LOOKUP_MAX_LISTED} listed (the most relevant of the first ${LOOKUP_MAX_LISTED} found): more words narrow the search`,
  })
  truncated: boolean;

  @ApiProperty({ description: 'This page, from 1', example: 1 })
  page: number;

  @ApiProperty({ description: 'How many pages there are (0 when nothing matches)', example: 6 })
  pages: number;
}
