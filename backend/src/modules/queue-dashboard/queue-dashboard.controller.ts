import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { QueueDashboardTokens } from './queue-dashboard-tokens.service.js';
import { DASHBOARD_PATH } from './queue-dashboard.constants.js';
import { QueueDashboardSessionDto } from './queue-dashboard.dto.js';
import type { AuthenticatedRequest } from '../users/index.js';
import { RedisStatus } from '../queue/index.js';
import { Permission, Requires } from '../../common/staff-permissions.js';
import { NotAudited } from '../../common/audited-routes.js';

/** A normal /api/admin route, so the global AccessGuard has already made sure this is an admin. */
@ApiTags('Queue dashboard')
@Requires(Permission.Queues)
@Controller('admin/queues')
export class QueueDashboardController {
  constructor(
    private readonly tokens: QueueDashboardTokens,
    private readonly redis: RedisStatus,
  ) {}

  @Post('session')
  @NotAudited('opens a dashboard session, changes no shop data')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Open the queue dashboard',
    description:
      'Answers a one-time address, valid for 60 seconds, that opens the bull-board dashboard of the mail and imports queues ' +
      'at /api/admin/queues in a browser tab and starts a one-hour dashboard session there (an HttpOnly cookie).',
  })
  @ApiOkResponse({ type: QueueDashboardSessionDto })
  @ApiUnauthorizedResponse({ type: ApiError })
  @ApiForbiddenResponse({ type: ApiError })
  @ApiServiceUnavailableResponse({ type: ApiError, description: 'Redis is down, so there are no queues to show' })
  async openSession(@Req() request: AuthenticatedRequest): Promise<QueueDashboardSessionDto> {
    // Said now, in the console, rather than as an error page in the new tab.
    this.redis.assertAvailable();
    const ticket = await this.tokens.issueTicket(request.user!);
    return { url: `${DASHBOARD_PATH}?ticket=${encodeURIComponent(ticket)}` };
  }
}
