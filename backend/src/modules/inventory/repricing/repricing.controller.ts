import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiError } from '../../../common/api-error.js';
import { RepricingJobDto } from './repricing.dto.js';
import { RepricingJobs } from './repricing-jobs.service.js';
import { Permission, Requires } from '../../../common/staff-permissions.js';
import { AuditedAfterCommit } from '../../../common/audited-routes.js';

@ApiTags('Staff: supplier feeds')
@ApiBearerAuth()
@ApiNotFoundResponse({ type: ApiError })
@ApiServiceUnavailableResponse({ type: ApiError, description: 'Redis is unreachable' })
@Requires(Permission.Markup)
@Controller('admin/repricing')
export class RepricingController {
  constructor(private readonly jobs: RepricingJobs) {}

  @Get(':id')
  @ApiOperation({
    summary: "A markup save's repricing: its progress and result",
    description: 'The id is repricingJobId of the save (PUT /api/admin/suppliers/{id}, PUT /api/admin/markup/default).',
  })
  @ApiOkResponse({ type: RepricingJobDto })
  getRepricing(@Param('id') id: string): Promise<RepricingJobDto> {
    return this.jobs.get(id);
  }

  @Post(':id/retry')
  @AuditedAfterCommit()
  @HttpCode(200)
  @ApiOperation({ summary: 'Start a failed repricing again' })
  @ApiOkResponse({ type: RepricingJobDto })
  @ApiConflictResponse({ type: ApiError, description: 'The repricing has not failed' })
  retryRepricing(@Param('id') id: string): Promise<RepricingJobDto> {
    return this.jobs.retry(id);
  }
}
