import { Readable } from 'node:stream';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../../common/list-query.js';
import { templateCsv } from './csv/csv-templates.js';
import { templateColumns } from './csv/import-columns.js';
import { IMPORT_CATEGORIES, TEMPLATE_FILE_NAMES, type ImportCategory } from './csv/import-categories.js';
import {
  FeedPreviewDto,
  FeedPreviewRequestDto,
  ImportDto,
  SamplePreviewBodyDto,
  SamplePreviewDto,
  StartImportBodyDto,
  StartImportDto,
  StartRunDto,
  TemplateColumnsDto,
} from './dto/import.dto.js';
import { ImportUploadInterceptor } from './import-upload.interceptor.js';
import { IMPORT_SORT } from './imports.repository.js';
import { ImportsService, type UploadedCsv } from './imports.service.js';
import { type SampleHead, SampleUploadInterceptor } from './sample-upload.js';
import type { AuthenticatedRequest } from '../users/index.js';
import { setAttachment } from '../../common/content-disposition.js';
import { Permission, Requires } from '../../common/staff-permissions.js';
import { AuditedAfterCommit, NotAudited } from '../../common/audited-routes.js';

const attachment = (response: Response, fileName: string) =>
  setAttachment(response, fileName, 'text/csv; charset=utf-8');

@ApiTags('Staff: imports')
@ApiBearerAuth()
@Requires(Permission.CatalogueWrite)
@Controller('admin/imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Post()
  @AuditedAfterCommit()
  @HttpCode(202)
  @UseInterceptors(ImportUploadInterceptor, FileInterceptor('file'))
  @ApiOperation({
    summary: 'Upload a supplier feed (CSV) and queue its import',
    description:
      'Answers at once with the import (status queued); GET /api/admin/imports/:id follows it. The file is checked from its content ' +
      '(UTF-8 text with a header the category knows), never its name. Largest file: IMPORT_MAX_MB (100 MB by default).',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: StartImportBodyDto })
  @ApiAcceptedResponse({ type: ImportDto })
  @ApiBadRequestResponse({
    type: ApiError,
    description:
      "'Please select a valid CSV file', 'Please select a category and CSV file', a header without a stock number column, …",
  })
  @ApiPayloadTooLargeResponse({ type: ApiError })
  @ApiServiceUnavailableResponse({
    type: ApiError,
    description: 'The job queue (Redis) cannot be reached; nothing is kept',
  })
  startImport(
    @Req() request: AuthenticatedRequest & { file?: UploadedCsv },
    @Body() body: StartImportDto,
  ): Promise<ImportDto> {
    return this.imports.start(request.user!, request.file, body);
  }

  @Post('runs')
  @AuditedAfterCommit()
  @ApiOperation({
    summary: "Run a supplier's feed now",
    description:
      "Queues a run of the supplier's HTTP or SFTP source (an import with the supplier): its file is fetched, priced, " +
      'deduplicated and, for a full feed, its missing stones retired (or the run held for review). GET /api/admin/imports/:id follows it.',
  })
  @ApiCreatedResponse({ type: ImportDto })
  @ApiBadRequestResponse({ type: ApiError, description: 'A supplier whose files are uploaded by hand' })
  @ApiNotFoundResponse({ type: ApiError })
  @ApiConflictResponse({ type: ApiError, description: 'A run of the supplier is queued, running or held for review' })
  @ApiServiceUnavailableResponse({ type: ApiError, description: 'The job queue (Redis) cannot be reached' })
  runSupplier(@Req() request: AuthenticatedRequest, @Body() body: StartRunDto): Promise<ImportDto> {
    return this.imports.run(request.user!, body.supplierId);
  }

  @Post('preview')
  @NotAudited('a preview: reads the file, saves nothing')
  @HttpCode(200)
  @ApiOperation({
    summary: "How a supplier's file maps to the template",
    description:
      "Fetches the first 256 KiB of the supplier's file now (a range request, or the download stopped there; never the " +
      "whole file) and answers each header's template column (and whether the template's name, a trade " +
      "alias or the supplier's own name matched), the first 5 rows and the required columns nothing fills. Imports nothing.",
  })
  @ApiOkResponse({ type: FeedPreviewDto })
  @ApiBadRequestResponse({
    type: ApiError,
    description: 'A manual supplier, or why the file could not be fetched or read',
  })
  @ApiNotFoundResponse({ type: ApiError })
  previewFeed(@Body() body: FeedPreviewRequestDto): Promise<FeedPreviewDto> {
    return this.imports.preview(body.supplierId, body.columnAliases);
  }

  @Post('preview/sample')
  @NotAudited('a preview: reads the sample, saves nothing')
  @HttpCode(200)
  @UseInterceptors(ImportUploadInterceptor, SampleUploadInterceptor)
  @ApiOperation({
    summary: "How a sample of a supplier's file maps to the template (a manual supplier's)",
    description:
      'The same answer as POST /api/admin/imports/preview, of a file staff upload instead of one fetched: only its first ' +
      '256 KiB are read and nothing of it is kept (the upload cap, IMPORT_MAX_MB, holds for the whole). Imports nothing.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: SamplePreviewBodyDto })
  @ApiOkResponse({ type: FeedPreviewDto })
  @ApiBadRequestResponse({
    type: ApiError,
    description: 'No file, not a CSV file, no category, or header names that are not JSON (errors name the field)',
  })
  @ApiPayloadTooLargeResponse({ type: ApiError })
  previewSample(
    @Req() request: AuthenticatedRequest & { file?: SampleHead },
    @Body() body: SamplePreviewDto,
  ): Promise<FeedPreviewDto> {
    return this.imports.previewSample(request.file, body);
  }

  @Post(':id/confirm')
  @AuditedAfterCommit()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a run held for review',
    description:
      "Held before retiring (heldFor retirement): retires the supplier's stones its file did not list (other suppliers' " +
      'offers of them take their place). Held for want of a saved markup (heldFor markup): queues the run again, ' +
      'to publish at the markup saved since.',
  })
  @ApiOkResponse({ type: ImportDto })
  @ApiNotFoundResponse({ type: ApiError })
  @ApiConflictResponse({
    type: ApiError,
    description: 'The run is not held for review, or is held for its markup and none is saved yet',
  })
  confirmRun(@Req() request: AuthenticatedRequest, @Param('id') id: string): Promise<ImportDto> {
    return this.imports.confirm(request.user!, id);
  }

  @Post(':id/discard')
  @AuditedAfterCommit()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Discard a run held for review',
    description: 'Nothing is retired; the prices and stones it updated stay.',
  })
  @ApiOkResponse({ type: ImportDto })
  @ApiNotFoundResponse({ type: ApiError })
  @ApiConflictResponse({ type: ApiError, description: 'The run is not held for review' })
  discardRun(@Param('id') id: string): Promise<ImportDto> {
    return this.imports.discard(id);
  }

  @Get()
  @ApiOperation({
    summary: 'Import history (react-admin)',
    description: `Filter keys: id (list), supplierId (a supplier's runs). Sort: ${Object.keys(IMPORT_SORT).join(', ')}. failedItems is left empty in lists.`,
  })
  @ApiOkResponse({ type: [ImportDto], description: 'Header Content-Range: imports <first>-<last>/<total>' })
  async listImports(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ImportDto[]> {
    const list = parseListQuery(query, { sortable: IMPORT_SORT, defaultSort: ['createdAt', 'DESC'] });
    const { items, total } = await this.imports.list(list);
    setContentRange(response, 'imports', list.offset, items.length, total);
    return items;
  }

  @Get('templates/:category')
  @ApiOperation({ summary: 'A CSV template: the header and one example row' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ApiError })
  template(@Param('category') category: string, @Res({ passthrough: true }) response: Response): string {
    if (!IMPORT_CATEGORIES.includes(category as ImportCategory))
      throw new NotFoundException(`No template for "${category}": use ${IMPORT_CATEGORIES.join(', ')}`);
    attachment(response, TEMPLATE_FILE_NAMES[category as ImportCategory]);
    return templateCsv(category as ImportCategory);
  }

  @Get('columns/:category')
  @ApiOperation({
    summary: "A category's template columns, with the trade names already recognised",
    description: "What a supplier's own header names (columnAliases) can map to.",
  })
  @ApiOkResponse({ type: TemplateColumnsDto })
  @ApiNotFoundResponse({ type: ApiError })
  templateColumns(@Param('category') category: string): TemplateColumnsDto {
    if (!IMPORT_CATEGORIES.includes(category as ImportCategory))
      throw new NotFoundException(`No template for "${category}": use ${IMPORT_CATEGORIES.join(', ')}`);
    return { columns: templateColumns(category as ImportCategory) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One import: status, progress, counts and the first refused rows' })
  @ApiOkResponse({ type: ImportDto })
  @ApiNotFoundResponse({ type: ApiError })
  getImport(@Param('id') id: string): Promise<ImportDto> {
    return this.imports.get(id);
  }

  @Post(':id/retry')
  @AuditedAfterCommit()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Queue a failed import again',
    description:
      'For a failed import that is `retryable` (its job was lost and its file is kept): it continues after the last saved row.',
  })
  @ApiAcceptedResponse({ type: ImportDto })
  @ApiNotFoundResponse({ type: ApiError })
  @ApiConflictResponse({ type: ApiError, description: 'The import has not failed, or its file is no longer kept' })
  @ApiServiceUnavailableResponse({ type: ApiError, description: 'The job queue (Redis) cannot be reached' })
  retryImport(@Param('id') id: string): Promise<ImportDto> {
    return this.imports.retry(id);
  }

  @Get(':id/errors.csv')
  @ApiOperation({
    summary: 'The refused rows as they were in the file, plus an Error column',
    description: 'Fix them and upload this file again.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ApiError })
  async errorsCsv(@Param('id') id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const fileName = await this.imports.fileNameOf(id);
    attachment(response, `${fileName.replace(/\.csv$/i, '')}-errors.csv`);
    return new StreamableFile(Readable.from(await this.imports.errorsCsv(id)));
  }
}
