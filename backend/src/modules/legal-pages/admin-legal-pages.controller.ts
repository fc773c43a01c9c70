import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
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
import { setContentRange } from '../../common/list-query.js';
import type { AuthenticatedRequest } from '../users/index.js';
import { AdminLegalPageDto, LegalPageInputDto, LegalPagePreviewDto } from './dto/legal-page.dto.js';
import { LEGAL_PAGE_SLUGS } from './legal-page-kinds.js';
import { LegalPagesService } from './legal-pages.service.js';
import { Permission, Requires } from '../../common/staff-permissions.js';
import { NotAudited } from '../../common/audited-routes.js';

@ApiTags('Staff: legal pages')
@ApiBearerAuth()
@Requires(Permission.Content)
@Controller('admin/legal-pages')
export class AdminLegalPagesController {
  constructor(private readonly pages: LegalPagesService) {}

  @Get()
  @ApiOperation({
    summary: 'The five legal pages, each with its draft flag',
    description: 'Always all five, in footer order.',
  })
  @ApiOkResponse({ type: [AdminLegalPageDto], description: 'Header Content-Range: legal-pages 0-4/5' })
  listLegalPages(@Res({ passthrough: true }) response: Response): Promise<AdminLegalPageDto[]> {
    setContentRange(response, 'legal-pages', 0, LEGAL_PAGE_SLUGS.length, LEGAL_PAGE_SLUGS.length);
    return this.pages.list();
  }

  @Post('preview')
  @NotAudited('a preview: renders the text, saves nothing')
  @HttpCode(200)
  @ApiOperation({ summary: 'Markdown as the storefront would show it (sanitised HTML); stores nothing' })
  @ApiOkResponse({ type: LegalPagePreviewDto })
  @ApiBadRequestResponse({
    type: ApiError,
    description: 'Page text is required; Page text must be at most 30000 characters',
  })
  previewLegalPage(@Body() body: LegalPageInputDto): LegalPagePreviewDto {
    return this.pages.preview(body.markdown);
  }

  @Get(':slug')
  @ApiOperation({ summary: 'One legal page as staff edit it' })
  @ApiOkResponse({ type: AdminLegalPageDto })
  @ApiNotFoundResponse({ type: ApiError })
  getLegalPageToEdit(@Param('slug') slug: string): Promise<AdminLegalPageDto> {
    return this.pages.adminPage(slug);
  }

  @Put(':slug')
  @ApiOperation({
    summary: 'Save a legal page',
    description:
      'Its HTML is rendered and sanitised here; the page stops being a draft and no longer follows the settings.',
  })
  @ApiOkResponse({ type: AdminLegalPageDto })
  @ApiBadRequestResponse({
    type: ApiError,
    description: 'Page text is required; Page text must be at most 30000 characters',
  })
  @ApiNotFoundResponse({ type: ApiError })
  saveLegalPage(
    @Req() request: AuthenticatedRequest,
    @Param('slug') slug: string,
    @Body() body: LegalPageInputDto,
  ): Promise<AdminLegalPageDto> {
    return this.pages.save(request.user!, slug, body.markdown);
  }
}
