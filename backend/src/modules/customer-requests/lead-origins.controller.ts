import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LeadOriginsDto } from './dto/lead-origins.dto.js';
import { LeadOriginsService } from './lead-origins.service.js';
import { Permission, Requires } from '../../common/staff-permissions.js';

@ApiTags('Staff: leads')
@ApiBearerAuth()
@Requires(Permission.Leads)
@Controller('admin/lead-origins')
export class LeadOriginsController {
  constructor(private readonly origins: LeadOriginsService) {}

  @Get()
  @ApiOperation({
    summary: 'The partner sites leads came from',
    description:
      'Distinct origins of widget orders, appointments and contact messages (spam left out), sorted, for the lists’ sourceOrigin filter.',
  })
  @ApiOkResponse({ type: LeadOriginsDto })
  async listLeadOrigins(): Promise<LeadOriginsDto> {
    return { data: await this.origins.list() };
  }
}
