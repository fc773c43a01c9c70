import { Controller, Get, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DashboardService } from './dashboard.service.js';
import { DashboardDto } from './dto/dashboard.dto.js';
import { dashboardFor } from './dashboard-access.js';
import type { AuthenticatedRequest } from '../users/index.js';
import { Permission, Requires } from '../../common/staff-permissions.js';

@ApiTags('Staff: dashboard')
@ApiBearerAuth()
@Requires(Permission.Console)
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({
    summary:
      'The dashboard: counts, trend cards, recent products, appointments and orders, weekly leads, leads by source, top products',
    description:
      "Months and weeks are the shop time zone's (weeks start on Monday). Previous-month figures are the counts as they stood " +
      'when the current month began (what was created before it). Spam leads never count. Trend: (value − previous) / previous × 100, ' +
      "one decimal; previous 0 gives 100 when value > 0, else 0, and the card's text says 'New this month' instead. " +
      'A role sees the sections its permissions cover (leads, customers, supplier runs); products are every role’s.',
  })
  @ApiOkResponse({ type: DashboardDto })
  async getDashboard(@Req() request: AuthenticatedRequest): Promise<DashboardDto> {
    return dashboardFor(request.user!.role, await this.dashboard.dashboard());
  }
}
