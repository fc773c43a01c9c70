import { Body, Controller, Delete, Get, Param, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../../common/list-query.js';
import { AdminOrdersService, ORDER_SORT } from './admin-orders.service.js';
import { OrderDto, UpdateOrderDto } from './dto/order.dto.js';
import { setCsvHeaders } from '../../common/text/index.js';
import { LeadStatsDto, ApiCsvExport } from '../leads/index.js';

const FILTERS =
  'Filter keys: q (name, e-mail, phone, product name, stock number, message), status, priority, productType, ' +
  'createdFrom/createdTo (YYYY-MM-DD, shop time zone, inclusive), productId (getManyReference), source, sourceOrigin, spam (true: spam only; spam is hidden otherwise), id (list).';

@ApiTags('Staff: orders')
@ApiBearerAuth()
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersService) {}

  @Get()
  @ApiOperation({ summary: 'List orders', description: `${FILTERS} Default sort: createdAt DESC.` })
  @ApiOkResponse({ type: [OrderDto], description: 'Header Content-Range: orders <first>-<last>/<total>' })
  @ApiBadRequestResponse({ type: ApiError })
  async listOrders(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<OrderDto[]> {
    const list = parseListQuery(query, { sortable: ORDER_SORT, defaultSort: ['createdAt', 'DESC'] });
    const { items, total } = await this.orders.list(list);
    setContentRange(response, 'orders', list.offset, items.length, total);
    return items;
  }

  @Get('stats')
  @ApiOperation({
    summary: 'Order counts: total, per status, this and the previous month (shop time zone; spam left out)',
  })
  @ApiOkResponse({ type: LeadStatsDto })
  getOrderStats(): Promise<LeadStatsDto> {
    return this.orders.stats();
  }

  @Get('export.csv')
  @ApiCsvExport('orders')
  async exportOrders(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    const list = parseListQuery(query, { sortable: ORDER_SORT, defaultSort: ['createdAt', 'DESC'] });
    setCsvHeaders(response, 'orders', new Date().toISOString().slice(0, 10));
    return this.orders.exportCsv(list);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One order' })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ type: ApiError })
  getOrder(@Param('id') id: string): Promise<OrderDto> {
    return this.orders.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Change an order’s status, priority or notes',
    description: 'Only the fields sent change. The first move to contacted sets contactedAt.',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiBadRequestResponse({ type: ApiError })
  @ApiNotFoundResponse({ type: ApiError })
  updateOrder(@Param('id') id: string, @Body() body: UpdateOrderDto): Promise<OrderDto> {
    return this.orders.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an order' })
  @ApiOkResponse({ type: OrderDto, description: 'The deleted order' })
  @ApiNotFoundResponse({ type: ApiError })
  deleteOrder(@Param('id') id: string): Promise<OrderDto> {
    return this.orders.delete(id);
  }
}
