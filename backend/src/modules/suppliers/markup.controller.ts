import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import type { AuthenticatedRequest } from '../users/index.js';
import {
  DefaultMarkupDto,
  DefaultMarkupStateDto,
  type MarkupPreviewRequest,
  MarkupPreviewDto,
  MarkupPreviewRequestDto,
  type MarkupRules,
} from './markup/index.js';
import { SuppliersService } from './suppliers.service.js';
import { Permission, Requires } from '../../common/staff-permissions.js';
import { AuditedAfterCommit, NotAudited } from '../../common/audited-routes.js';

@ApiTags('Staff: supplier feeds')
@ApiBearerAuth()
@Requires(Permission.Markup)
@Controller('admin/markup')
export class MarkupController {
  constructor(private readonly suppliers: SuppliersService) {}

  @Get('default')
  @ApiOperation({
    summary: "The shop's default markup (suppliers without rules of their own)",
    description:
      'With when and by whom staff saved it: until then, runs of the suppliers using it are held for review.',
  })
  @ApiOkResponse({ type: DefaultMarkupStateDto })
  getDefaultMarkup(): Promise<DefaultMarkupStateDto> {
    return this.suppliers.defaultMarkup();
  }

  @Put('default')
  @AuditedAfterCommit()
  @ApiOperation({
    summary: "Change the shop's default markup",
    description:
      'Records the save (from then on runs of the suppliers without rules of their own publish; a run held for want of a ' +
      'saved markup can be confirmed) and queues the repricing of their stones: repricingJobId in the answer, followed at ' +
      'GET /api/admin/repricing/{id}. 503 without Redis (nothing saved).',
  })
  @ApiOkResponse({ type: DefaultMarkupStateDto })
  @ApiBadRequestResponse({
    type: ApiError,
    description: 'errors keyed markup.basis, markup.rounding, markup.bands.<i>.<field>',
  })
  @ApiServiceUnavailableResponse({ type: ApiError, description: 'Redis is unreachable' })
  saveDefaultMarkup(
    @Req() request: AuthenticatedRequest,
    @Body() body: DefaultMarkupDto,
  ): Promise<DefaultMarkupStateDto> {
    return this.suppliers.saveDefaultMarkup(request.user!, body.markup as MarkupRules);
  }

  @Post('preview')
  @NotAudited('a preview: computes prices, saves nothing')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cost → retail under proposed rules, for sample stones and a typed cost',
    description:
      "Up to 12 of the supplier's live stones spread over its costs (without supplierId: of the suppliers using the default), " +
      'and the cost (and carat) sent if any, priced now and under the rules sent. Nothing is saved.',
  })
  @ApiOkResponse({ type: MarkupPreviewDto })
  @ApiBadRequestResponse({ type: ApiError })
  previewMarkup(@Body() body: MarkupPreviewRequestDto): Promise<MarkupPreviewDto> {
    return this.suppliers.previewMarkup(body as unknown as MarkupPreviewRequest);
  }
}
