import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import { HealthDto, ReadyDto } from './dto/health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({
    summary: 'Status of the database, Redis and this process',
    description: 'Load balancers take a 503 as "send no traffic here".',
  })
  @ApiOkResponse({ type: HealthDto, description: 'The database answers (Redis may be down: status degraded)' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database does not answer' })
  async getHealth(@Res({ passthrough: true }) response: Response): Promise<HealthDto> {
    const health = await this.health.check();
    response.status(health.status === 'down' ? 503 : 200).setHeader('Cache-Control', 'no-store');
    return health;
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Whether this process is ready for shoppers (readiness check)',
    description:
      "503 while this process's diamond search index is still loading (from the snapshot or the database), 200 once " +
      'searches are answered from it; at once with SEARCH_INDEX=off. Searches work meanwhile (with SQL, slower): ' +
      'a deployment sends traffic to a new process only once this answers 200. GET /api/health is the liveness check.',
  })
  @ApiOkResponse({ type: ReadyDto, description: 'The search index is ready (or off)' })
  @ApiServiceUnavailableResponse({ type: ApiError, description: 'The search index is still loading' })
  getReady(@Res({ passthrough: true }) response: Response): ReadyDto {
    response.setHeader('Cache-Control', 'no-store');
    return this.health.ready();
  }
}
