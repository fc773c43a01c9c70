import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DashboardService } from './dashboard.service.js';
import { UnhandledLeadsDto } from './dto/unhandled-leads.dto.js';
import { Permission, Requires } from '../../common/staff-permissions.js';

@ApiTags('Staff: dashboard')
@ApiBearerAuth()
@Requires(Permission.Leads)
@Controller('admin/leads')
export class UnhandledLeadsController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('unhandled')
  @ApiOperation({
    summary: 'How many requests wait for staff: new orders, pending appointments, new contact messages',
    description: "The console's menu shows them beside Orders, Appointments and Contact Us. Spam never counts.",
  })
  @ApiOkResponse({ type: UnhandledLeadsDto })
  getUnhandledLeads(): Promise<UnhandledLeadsDto> {
    return this.dashboard.unhandledLeads();
  }
}
