import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { CatalogueCache, ProductCache } from '../../common/cache-policy.js';
import { ProductAnswerDto, ProductListDto } from './dto/product.dto.js';
import { ProductListQueryDto } from './dto/product-query.dto.js';
import { ProductsService, TYPE_PATHS } from './products.service.js';

@ApiTags('Catalogue')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  @CatalogueCache({ query: ProductListQueryDto })
  @ApiOperation({
    summary: 'List products (featured, by type or category, newest first)',
    description: 'For search with facets use /api/diamonds and /api/jewelry.',
  })
  @ApiOkResponse({ type: ProductListDto })
  @ApiBadRequestResponse({ type: ApiError, description: 'An unknown parameter or value; the message names it' })
  listProducts(@Query() query: ProductListQueryDto): Promise<ProductListDto> {
    return this.products.list(query);
  }

  @Get('type/:type')
  @CatalogueCache({ query: ProductListQueryDto })
  @ApiOperation({
    summary: 'List one kind of product',
    description: 'diamonds = every diamond kind; rings = rings and ring-category jewelry.',
  })
  @ApiParam({ name: 'type', enum: TYPE_PATHS, enumName: 'ProductTypePath' })
  @ApiOkResponse({ type: ProductListDto })
  @ApiBadRequestResponse({ type: ApiError })
  listProductsOfType(@Param('type') type: string, @Query() query: ProductListQueryDto): Promise<ProductListDto> {
    return this.products.list(query, type);
  }

  // Two path segments, so GET /products/:id can never take it for an id (nor the reverse).
  @Get('stock-number/:stockNumber')
  @ProductCache()
  @ApiOperation({
    summary: 'One product by its stock number',
    description: 'The same answer as GET /api/products/{id}. Encode a / in the stock number as %2F.',
  })
  @ApiParam({ name: 'stockNumber', example: 'LG-000123' })
  @ApiOkResponse({ type: ProductAnswerDto })
  @ApiNotFoundResponse({ type: ApiError, description: 'Product not found (also for a malformed stock number)' })
  async getProductByStockNumber(@Param('stockNumber') stockNumber: string): Promise<ProductAnswerDto> {
    return { data: await this.products.getByStockNumber(stockNumber) };
  }

  @Get(':id')
  @ProductCache()
  @ApiOperation({ summary: 'One product' })
  @ApiOkResponse({ type: ProductAnswerDto })
  @ApiNotFoundResponse({ type: ApiError, description: 'Product not found (also for a malformed id)' })
  async getProduct(@Param('id') id: string): Promise<ProductAnswerDto> {
    return { data: await this.products.get(id) };
  }
}
