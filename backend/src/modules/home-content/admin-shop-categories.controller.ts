import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UploadedFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../../common/list-query.js';
import type { UploadedMediaFile } from '../media/index.js';
import {
  CreateShopCategoryDto,
  CreateShopCategoryFormDto,
  ShopCategoryDto,
  ReorderShopCategoriesDto,
  UpdateShopCategoryDto,
  UpdateShopCategoryFormDto,
} from './dto/shop-category.dto.js';
import { ContentStatsDto, ReorderResultDto } from './dto/ordered-content.dto.js';
import { ShopCategoriesService } from './shop-categories.service.js';
import { ImageForm, ImageFormErrors } from './image-upload.js';
import { SHOP_CATEGORY_SORT } from './ordered-content.service.js';

@ApiTags('Staff: shop categories')
@ApiBearerAuth()
@Controller('admin/shop-categories')
export class AdminShopCategoriesController {
  constructor(private readonly shopCategories: ShopCategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'List shop-by-category tiles', description: `Filter keys: q (title, description), isActive, id (list). Sort: ${Object.keys(SHOP_CATEGORY_SORT).join(', ')}; order ASC by default.` })
  @ApiOkResponse({ type: [ShopCategoryDto], description: 'Header Content-Range: shop-categories <first>-<last>/<total>' })
  @ApiBadRequestResponse({ type: ApiError })
  async listShopCategories(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<ShopCategoryDto[]> {
    const list = parseListQuery(query, { sortable: SHOP_CATEGORY_SORT, defaultSort: ['order', 'ASC'] });
    const { items, total } = await this.shopCategories.list(list);
    setContentRange(response, 'shop-categories', list.offset, items.length, total);
    return items;
  }

  @Get('stats')
  @ApiOperation({ summary: 'Category tile counts: total, active, inactive, recent uploads (last 7 days)' })
  @ApiOkResponse({ type: ContentStatsDto })
  getShopCategoryStats(): Promise<ContentStatsDto> {
    return this.shopCategories.stats();
  }

  @Put('reorder')
  @ApiOperation({ summary: 'Save the order of the list after a drag', description: 'Each item’s order is its index in the list.' })
  @ApiOkResponse({ type: ReorderResultDto })
  @ApiBadRequestResponse({ type: ApiError })
  reorderShopCategories(@Body() body: ReorderShopCategoriesDto): Promise<ReorderResultDto> {
    return this.shopCategories.reorder(body.categoryOrders);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One category tile' })
  @ApiOkResponse({ type: ShopCategoryDto })
  @ApiNotFoundResponse({ type: ApiError })
  getShopCategory(@Param('id') id: string): Promise<ShopCategoryDto> {
    return this.shopCategories.get(id);
  }

  @Post()
  @ImageForm()
  @ApiOperation({ summary: 'Add a shop-by-category tile', description: "multipart/form-data with the file in `image`. linkUrl from the fixed list; productFilters as JSON text. Defaults: categoryType jewelry, active, order after the last." })
  @ApiBody({ type: CreateShopCategoryFormDto })
  @ApiCreatedResponse({ type: ShopCategoryDto })
  @ImageFormErrors()
  createShopCategory(@Body() form: CreateShopCategoryDto, @UploadedFile() image?: UploadedMediaFile): Promise<ShopCategoryDto> {
    return this.shopCategories.create(form, image);
  }

  @Put(':id')
  @ImageForm()
  @ApiOperation({ summary: 'Change a category tile', description: 'multipart/form-data (a new `image` is optional) or JSON; only the fields sent change.' })
  @ApiBody({ type: UpdateShopCategoryFormDto })
  @ApiOkResponse({ type: ShopCategoryDto })
  @ApiNotFoundResponse({ type: ApiError })
  @ImageFormErrors()
  updateShopCategory(@Param('id') id: string, @Body() changes: UpdateShopCategoryDto, @UploadedFile() image?: UploadedMediaFile): Promise<ShopCategoryDto> {
    return this.shopCategories.update(id, changes, image);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a category tile', description: 'Its image files are removed unless something else still shows them.' })
  @ApiOkResponse({ type: ShopCategoryDto, description: 'The deleted tile' })
  @ApiNotFoundResponse({ type: ApiError })
  deleteShopCategory(@Param('id') id: string): Promise<ShopCategoryDto> {
    return this.shopCategories.delete(id);
  }

  @Put(':id/toggle')
  @ApiOperation({ summary: 'Switch a category tile between active and inactive' })
  @ApiOkResponse({ type: ShopCategoryDto })
  @ApiNotFoundResponse({ type: ApiError })
  toggleShopCategory(@Param('id') id: string): Promise<ShopCategoryDto> {
    return this.shopCategories.toggle(id);
  }
}
