import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiError } from '../../../common/api-error.js';
import { CatalogueCache } from '../../../common/cache-policy.js';
import { LOOKUP_DEFAULT_LIMIT, ProductLookupDto, ProductLookupQueryDto } from './product-lookup.dto.js';
import { ProductLookupService } from './product-lookup.service.js';

@ApiTags('Catalogue')
@Controller('products/lookup')
export class ProductLookupController {
  constructor(private readonly lookup: ProductLookupService) {}

  @Get()
  @CatalogueCache({ query: ProductLookupQueryDto })
  @ApiOperation({
    summary: 'Find products by words, stock number or certificate number',
    description:
      'The storefront header search: `exact` is the product a stock number or certificate number names, `items` a page of the matches to list, ranked, `total` how many there are.',
  })
  @ApiOkResponse({ type: ProductLookupDto })
  @ApiBadRequestResponse({
    type: ApiError,
    description: 'q missing, blank, longer than 100 characters or with control characters; page or limit out of range',
  })
  find(@Query() query: ProductLookupQueryDto): Promise<ProductLookupDto> {
    return this.lookup.lookup(query.q, query.page ?? 1, query.limit ?? LOOKUP_DEFAULT_LIMIT);
  }
}
