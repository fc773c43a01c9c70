import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../../common/api-error.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../../../common/list-query.js';
import { PRODUCT_SORT } from '../products.repository.js';
import { HISTORY_SORT } from './product-list.js';
import { AdminProductsService } from './admin-products.service.js';
import {
  AdminProductDto,
  BulkDeleteAnswerDto,
  BulkDeleteDto,
  ProductChangesDto,
  ProductCountsDto,
  ProductInputDto,
} from './dto/admin-product.dto.js';
import type { ProductInput } from './product-rules.js';
import { JewelryStyleGroupsDto, ProductFormOptionsDto } from './dto/product-form-options.dto.js';
import { ProductHistoryEntryDto } from './dto/product-history.dto.js';
import type { AuthenticatedRequest } from '../../users/index.js';
import { Permission, Requires, RestrictFields } from '../../../common/staff-permissions.js';
import { SUPPLY_FIELDS } from './product-supply.js';

const VALIDATION =
  'Please fix the validation errors, with `errors` keyed by dotted input paths (`name`, `specifications.shape`)';

@ApiTags('Staff: products')
@ApiBearerAuth()
// The forms' allowed values as named enums in openapi.json (the console's lists come from them).
@ApiExtraModels(ProductFormOptionsDto, JewelryStyleGroupsDto)
@Requires(Permission.CatalogueRead)
@RestrictFields({ permission: Permission.CatalogueCosts, fields: SUPPLY_FIELDS })
@Controller('admin/products')
export class AdminProductsController {
  constructor(private readonly products: AdminProductsService) {}

  @Get()
  @ApiOperation({
    summary: 'List products (react-admin)',
    description:
      'Filter keys: productType (jewelry, ring, diamonds = every diamond kind, lab-grown, natural-diamond, diamond, all), ' +
      'q (stock number or name, any case), id (list, getMany), supplierId (the supplier whose offer is shown). Sort: ' +
      Object.keys(PRODUCT_SORT).join(', ') +
      '.',
  })
  @ApiOkResponse({ type: [AdminProductDto], description: 'Header Content-Range: products <first>-<last>/<total>' })
  @ApiBadRequestResponse({ type: ApiError })
  async listStaffProducts(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminProductDto[]> {
    const list = parseListQuery(query, { sortable: PRODUCT_SORT, defaultSort: ['createdAt', 'DESC'] });
    const { items, total } = await this.products.list(list);
    setContentRange(response, 'products', list.offset, items.length, total);
    return items;
  }

  @Get('counts')
  @ApiOperation({ summary: 'How many products each tab holds' })
  @ApiOkResponse({ type: ProductCountsDto })
  productCounts(): Promise<ProductCountsDto> {
    return this.products.counts();
  }

  @Post('bulk-delete')
  @Requires(Permission.CatalogueWrite)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete several products',
    description: 'Each deletion is recorded in the product’s history.',
  })
  @ApiOkResponse({ type: BulkDeleteAnswerDto })
  @ApiBadRequestResponse({ type: ApiError })
  async bulkDeleteProducts(
    @Req() request: AuthenticatedRequest,
    @Body() body: BulkDeleteDto,
  ): Promise<BulkDeleteAnswerDto> {
    return { ids: await this.products.deleteMany(request.user!, body.ids) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product' })
  @ApiOkResponse({ type: AdminProductDto })
  @ApiNotFoundResponse({ type: ApiError })
  getStaffProduct(@Param('id') id: string): Promise<AdminProductDto> {
    return this.products.get(id);
  }

  @Get(':id/history')
  @ApiOperation({
    summary: 'A product’s history, newest first',
    description: 'Same entries as GET /api/admin/product-history; a deleted product’s history stays.',
  })
  @ApiOkResponse({
    type: [ProductHistoryEntryDto],
    description: 'Header Content-Range: product-history <first>-<last>/<total>',
  })
  async productHistory(
    @Param('id') id: string,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ProductHistoryEntryDto[]> {
    const list = parseListQuery(query, { sortable: HISTORY_SORT, defaultSort: ['createdAt', 'DESC'] });
    const { items, total } = await this.products.history(id, list);
    setContentRange(response, 'product-history', list.offset, items.length, total);
    return items;
  }

  @Post()
  @Requires(Permission.CatalogueWrite)
  @ApiOperation({ summary: 'Add a product', description: 'Validated by the add form of its type (spec 2 §5).' })
  @ApiBody({ type: ProductInputDto })
  @ApiCreatedResponse({ type: AdminProductDto })
  @ApiBadRequestResponse({ type: ApiError, description: VALIDATION })
  @ApiConflictResponse({ type: ApiError, description: 'A product with stock number X already exists' })
  createProduct(@Req() request: AuthenticatedRequest, @Body() body: ProductInputDto): Promise<AdminProductDto> {
    // The validation pipe checked the body by the product rules (ProductInputDto is CheckedBy them): a ProductInput.
    return this.products.create(request.user!, body as unknown as ProductInput);
  }

  @Put(':id')
  @Requires(Permission.CatalogueWrite)
  @ApiOperation({
    summary: 'Change a product',
    description:
      'Partial: the fields sent replace the stored ones (specifications field by field; empty values clear), then the whole product is validated.',
  })
  @ApiBody({ type: ProductInputDto })
  @ApiOkResponse({ type: AdminProductDto })
  @ApiBadRequestResponse({ type: ApiError, description: VALIDATION })
  @ApiNotFoundResponse({ type: ApiError })
  @ApiConflictResponse({ type: ApiError, description: 'A product with stock number X already exists' })
  updateProduct(
    @Req() request: AuthenticatedRequest,
    @Param('id') id: string,
    @Body() body: ProductChangesDto,
  ): Promise<AdminProductDto> {
    return this.products.update(request.user!, id, body as unknown as Record<string, unknown>);
  }

  @Delete(':id')
  @Requires(Permission.CatalogueWrite)
  @ApiOperation({ summary: 'Delete a product' })
  @ApiOkResponse({ type: AdminProductDto, description: 'The deleted product' })
  @ApiNotFoundResponse({ type: ApiError })
  deleteProduct(@Req() request: AuthenticatedRequest, @Param('id') id: string): Promise<AdminProductDto> {
    return this.products.delete(request.user!, id);
  }
}
