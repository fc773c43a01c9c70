import 'reflect-metadata';
import {
  Body,
  Controller,
  Delete,
  Get,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Res,
  type Type,
  UploadedFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import {
  type ListQuery,
  ListQueryDto,
  parseListQuery,
  setContentRange,
  type SortColumns,
} from '../../common/list-query.js';
import type { UploadedMediaFile } from '../media/index.js';
import { type ContentOrderDto, ContentStatsDto, ReorderResultDto } from './dto/ordered-content.dto.js';
import { ImageForm, ImageFormErrors } from './image-upload.js';
import { Permission, Requires } from '../../common/staff-permissions.js';

/** What the staff routes ask of a kind's service (OrderedContentService and the kind's create and update). */
export interface StaffContentService<Dto, CreateDto, UpdateDto> {
  list(query: ListQuery): Promise<{ items: Dto[]; total: number }>;
  stats(): Promise<ContentStatsDto>;
  reorder(items: ContentOrderDto[]): Promise<ReorderResultDto>;
  get(id: string): Promise<Dto>;
  create(form: CreateDto, image: UploadedMediaFile | undefined): Promise<Dto>;
  update(id: string, changes: UpdateDto, image: UploadedMediaFile | undefined): Promise<Dto>;
  delete(id: string): Promise<Dto>;
  toggle(id: string): Promise<Dto>;
}

/** The words and types that tell one kind of ordered content (hero slides, category tiles) from another. */
export interface OrderedContentRoutes<Dto, CreateDto, UpdateDto, ReorderKey extends string> {
  /** The controller's class name, as Nest's logs show it. */
  className: string;
  /** Its routes are /api/admin/<resource>; Content-Range counts in it. */
  resource: string;
  /** The docs' group. */
  tag: string;
  service: Type<StaffContentService<Dto, CreateDto, UpdateDto>>;
  sort: SortColumns;
  /** The names of the operations (the docs' operationIds): list<Plural>, get<Singular>Stats, reorder<Plural>, get<Singular>, … */
  singular: string;
  plural: string;
  types: {
    record: Type<Dto>;
    create: Type<CreateDto>;
    createForm: Type<unknown>;
    update: Type<UpdateDto>;
    updateForm: Type<unknown>;
    reorder: Type<Record<ReorderKey, ContentOrderDto[]>>;
  };
  /** The reorder body's list field. */
  reorderKey: ReorderKey;
  /** How the docs speak of one item. */
  words: {
    /** 'hero slide' */
    one: string;
    /** In 'List …s' and 'Add a …'. */
    long: string;
    /** 'The deleted …'. */
    short: string;
    /** The columns filter.q searches, in words. */
    searched: string;
    /** What a create form may leave out, after the file's field. */
    createNotes: string;
  };
}

/**
 * The parameter types TypeScript cannot emit through the generic; the validation pipe and the docs
 * read them. Applied after TypeScript's own metadata, so it replaces it.
 */
const ParamTypes =
  (...types: unknown[]): MethodDecorator =>
  (target, key) =>
    Reflect.defineMetadata('design:paramtypes', types, target, key);

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The staff routes of one kind of ordered home-page content, for react-admin: list (filters q,
 * isActive, id), stats, reorder after a drag, show, create and update with an image, delete, toggle.
 * Hero slides and category tiles differ only in the words and types `routes` gives.
 */
export function orderedContentController<Dto, CreateDto, UpdateDto, ReorderKey extends string>(
  routes: OrderedContentRoutes<Dto, CreateDto, UpdateDto, ReorderKey>,
): Type<unknown> {
  const { singular, plural, types, words } = routes;

  @ApiTags(routes.tag)
  @ApiBearerAuth()
  @Requires(Permission.Content)
  @Controller(`admin/${routes.resource}`)
  class OrderedContentController {
    constructor(@Inject(routes.service) private readonly content: StaffContentService<Dto, CreateDto, UpdateDto>) {}

    @Get()
    @ApiOperation({
      summary: `List ${words.long}s`,
      description: `Filter keys: q (${words.searched}), isActive, id (list). Sort: ${Object.keys(routes.sort).join(', ')}; order ASC by default.`,
    })
    @ApiOkResponse({
      type: [types.record],
      description: `Header Content-Range: ${routes.resource} <first>-<last>/<total>`,
    })
    @ApiBadRequestResponse({ type: ApiError })
    async [`list${plural}`](
      @Query() query: ListQueryDto,
      @Res({ passthrough: true }) response: Response,
    ): Promise<Dto[]> {
      const list = parseListQuery(query, { sortable: routes.sort, defaultSort: ['order', 'ASC'] });
      const { items, total } = await this.content.list(list);
      setContentRange(response, routes.resource, list.offset, items.length, total);
      return items;
    }

    @Get('stats')
    @ApiOperation({
      summary: `${capitalized(words.one)} counts: total, active, inactive, recent uploads (last 7 days)`,
    })
    @ApiOkResponse({ type: ContentStatsDto })
    [`get${singular}Stats`](): Promise<ContentStatsDto> {
      return this.content.stats();
    }

    @Put('reorder')
    @ApiOperation({
      summary: 'Save the order of the list after a drag',
      description: 'Each item’s order is its index in the list.',
    })
    @ApiOkResponse({ type: ReorderResultDto })
    @ApiBadRequestResponse({ type: ApiError })
    @ParamTypes(types.reorder)
    [`reorder${plural}`](@Body() body: Record<ReorderKey, ContentOrderDto[]>): Promise<ReorderResultDto> {
      return this.content.reorder(body[routes.reorderKey]);
    }

    @Get(':id')
    @ApiOperation({ summary: `One ${words.one}` })
    @ApiOkResponse({ type: types.record })
    @ApiNotFoundResponse({ type: ApiError })
    [`get${singular}`](@Param('id') id: string): Promise<Dto> {
      return this.content.get(id);
    }

    @Post()
    @ImageForm()
    @ApiOperation({
      summary: `Add a ${words.long}`,
      description: `multipart/form-data with the file in \`image\`. ${words.createNotes}`,
    })
    @ApiBody({ type: types.createForm })
    @ApiCreatedResponse({ type: types.record })
    @ImageFormErrors()
    @ParamTypes(types.create, Object)
    [`create${singular}`](@Body() form: CreateDto, @UploadedFile() image?: UploadedMediaFile): Promise<Dto> {
      return this.content.create(form, image);
    }

    @Put(':id')
    @ImageForm()
    @ApiOperation({
      summary: `Change a ${words.one}`,
      description: 'multipart/form-data (a new `image` is optional) or JSON; only the fields sent change.',
    })
    @ApiBody({ type: types.updateForm })
    @ApiOkResponse({ type: types.record })
    @ApiNotFoundResponse({ type: ApiError })
    @ImageFormErrors()
    @ParamTypes(String, types.update, Object)
    [`update${singular}`](
      @Param('id') id: string,
      @Body() changes: UpdateDto,
      @UploadedFile() image?: UploadedMediaFile,
    ): Promise<Dto> {
      return this.content.update(id, changes, image);
    }

    @Delete(':id')
    @ApiOperation({
      summary: `Delete a ${words.one}`,
      description: 'Its image files are removed unless something else still shows them.',
    })
    @ApiOkResponse({ type: types.record, description: `The deleted ${words.short}` })
    @ApiNotFoundResponse({ type: ApiError })
    [`delete${singular}`](@Param('id') id: string): Promise<Dto> {
      return this.content.delete(id);
    }

    @Put(':id/toggle')
    @ApiOperation({ summary: `Switch a ${words.one} between active and inactive` })
    @ApiOkResponse({ type: types.record })
    @ApiNotFoundResponse({ type: ApiError })
    [`toggle${singular}`](@Param('id') id: string): Promise<Dto> {
      return this.content.toggle(id);
    }
  }

  Object.defineProperty(OrderedContentController, 'name', { value: routes.className });
  return OrderedContentController;
}
