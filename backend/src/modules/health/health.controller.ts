import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthDto } from './dto/health.dto.js';
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
}
