import { BadRequestException, Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../../common/api-error.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../../../common/list-query.js';
import { HISTORY_SORT } from './product-list.js';
import { AdminProductsService } from './admin-products.service.js';
import { ProductHistoryEntryDto } from './dto/product-history.dto.js';
import { Permission, Requires } from '../../../common/staff-permissions.js';

/** The react-admin resource `product-history` (getManyReference with target `productId`). */
@ApiTags('Staff: products')
@ApiBearerAuth()
@Requires(Permission.CatalogueRead)
@Controller('admin/product-history')
export class ProductHistoryController {
  constructor(private readonly products: AdminProductsService) {}

  @Get()
  @ApiOperation({
    summary: 'A product’s history (react-admin)',
    description: `Filter key productId (required). Sort: ${Object.keys(HISTORY_SORT).join(', ')}; newest first by default.`,
  })
  @ApiOkResponse({
    type: [ProductHistoryEntryDto],
    description: 'Header Content-Range: product-history <first>-<last>/<total>',
  })
  @ApiBadRequestResponse({ type: ApiError })
  async listProductHistory(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ProductHistoryEntryDto[]> {
    const list = parseListQuery(query, { sortable: HISTORY_SORT, defaultSort: ['createdAt', 'DESC'] });
    const { productId, ...rest } = list.filter;
    const unknown = Object.keys(rest)[0];
    if (unknown)
      throw new BadRequestException({ message: `Unknown filter: ${unknown}`, errors: { [unknown]: 'Unknown filter' } });
    if (typeof productId !== 'string')
      throw new BadRequestException({ message: 'filter.productId is required', errors: { productId: 'required' } });
    const { items, total } = await this.products.history(productId, list);
    setContentRange(response, 'product-history', list.offset, items.length, total);
    return items;
  }
}
