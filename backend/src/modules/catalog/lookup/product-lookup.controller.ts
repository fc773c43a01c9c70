import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiError } from '../../../common/api-error.js';
import { CatalogueCache } from '../../../http/index.js';
import { LOOKUP_DEFAULT_LIMIT, ProductLookupDto, ProductLookupQueryDto } from './product-lookup.dto.js';
import { ProductLookupService } from './product-lookup.service.js';

@ApiTags('Catalogue')
@Controller('products/lookup')
export class ProductLookupController {
  constructor(private readonly lookup: ProductLookupService) {}

  @Get()
  @CatalogueCache()
  @ApiOperation({
    summary: 'Find products by stock number, certificate number or name',
    description:
      'The storefront header search: `exact` is the product a stock number or certificate number names, `items` the matches to list.',
  })
  @ApiOkResponse({ type: ProductLookupDto })
  @ApiBadRequestResponse({
    type: ApiError,
    description: 'q missing, blank, longer than 100 characters or with control characters; limit out of range',
  })
  find(@Query() query: ProductLookupQueryDto): Promise<ProductLookupDto> {
    return this.lookup.lookup(query.q, query.limit ?? LOOKUP_DEFAULT_LIMIT);
  }
}
