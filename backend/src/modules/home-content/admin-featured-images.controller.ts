import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UploadedFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../../common/list-query.js';
import type { UploadedMediaFile } from '../media/index.js';
import {
  CreateFeaturedImageDto,
  CreateFeaturedImageFormDto,
  FeaturedImageDto,
  ReorderFeaturedImagesDto,
  UpdateFeaturedImageDto,
  UpdateFeaturedImageFormDto,
} from './dto/featured-image.dto.js';
import { ContentStatsDto, ReorderResultDto } from './dto/ordered-content.dto.js';
import { FeaturedImagesService } from './featured-images.service.js';
import { ImageForm, ImageFormErrors } from './image-upload.js';
import { FEATURED_IMAGE_SORT } from './ordered-content.service.js';

@ApiTags('Staff: featured images')
@ApiBearerAuth()
@Controller('admin/featured-images')
export class AdminFeaturedImagesController {
  constructor(private readonly featuredImages: FeaturedImagesService) {}

  @Get()
  @ApiOperation({ summary: 'List hero slides', description: `Filter keys: q (title, subtitle, link text), isActive, id (list). Sort: ${Object.keys(FEATURED_IMAGE_SORT).join(', ')}; order ASC by default.` })
  @ApiOkResponse({ type: [FeaturedImageDto], description: 'Header Content-Range: featured-images <first>-<last>/<total>' })
  @ApiBadRequestResponse({ type: ApiError })
  async listFeaturedImages(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<FeaturedImageDto[]> {
    const list = parseListQuery(query, { sortable: FEATURED_IMAGE_SORT, defaultSort: ['order', 'ASC'] });
    const { items, total } = await this.featuredImages.list(list);
    setContentRange(response, 'featured-images', list.offset, items.length, total);
    return items;
  }

  @Get('stats')
  @ApiOperation({ summary: 'Hero slide counts: total, active, inactive, recent uploads (last 7 days)' })
  @ApiOkResponse({ type: ContentStatsDto })
  getFeaturedImageStats(): Promise<ContentStatsDto> {
    return this.featuredImages.stats();
  }

  @Put('reorder')
  @ApiOperation({ summary: 'Save the order of the list after a drag', description: 'Each item’s order is its index in the list.' })
  @ApiOkResponse({ type: ReorderResultDto })
  @ApiBadRequestResponse({ type: ApiError })
  reorderFeaturedImages(@Body() body: ReorderFeaturedImagesDto): Promise<ReorderResultDto> {
    return this.featuredImages.reorder(body.imageOrders);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One hero slide' })
  @ApiOkResponse({ type: FeaturedImageDto })
  @ApiNotFoundResponse({ type: ApiError })
  getFeaturedImage(@Param('id') id: string): Promise<FeaturedImageDto> {
    return this.featuredImages.get(id);
  }

  @Post()
  @ImageForm()
  @ApiOperation({ summary: 'Add a hero slide', description: "multipart/form-data with the file in `image`. Defaults: linkText 'Learn More', category General, active, order after the last." })
  @ApiBody({ type: CreateFeaturedImageFormDto })
  @ApiCreatedResponse({ type: FeaturedImageDto })
  @ImageFormErrors()
  createFeaturedImage(@Body() form: CreateFeaturedImageDto, @UploadedFile() image?: UploadedMediaFile): Promise<FeaturedImageDto> {
    return this.featuredImages.create(form, image);
  }

  @Put(':id')
  @ImageForm()
  @ApiOperation({ summary: 'Change a hero slide', description: 'multipart/form-data (a new `image` is optional) or JSON; only the fields sent change.' })
  @ApiBody({ type: UpdateFeaturedImageFormDto })
  @ApiOkResponse({ type: FeaturedImageDto })
  @ApiNotFoundResponse({ type: ApiError })
  @ImageFormErrors()
  updateFeaturedImage(@Param('id') id: string, @Body() changes: UpdateFeaturedImageDto, @UploadedFile() image?: UploadedMediaFile): Promise<FeaturedImageDto> {
    return this.featuredImages.update(id, changes, image);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a hero slide', description: 'Its image files are removed unless something else still shows them.' })
  @ApiOkResponse({ type: FeaturedImageDto, description: 'The deleted slide' })
  @ApiNotFoundResponse({ type: ApiError })
  deleteFeaturedImage(@Param('id') id: string): Promise<FeaturedImageDto> {
    return this.featuredImages.delete(id);
  }

  @Put(':id/toggle')
  @ApiOperation({ summary: 'Switch a hero slide between active and inactive' })
  @ApiOkResponse({ type: FeaturedImageDto })
  @ApiNotFoundResponse({ type: ApiError })
  toggleFeaturedImage(@Param('id') id: string): Promise<FeaturedImageDto> {
    return this.featuredImages.toggle(id);
  }
}
