import { Controller, Get, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import type { AuthenticatedRequest } from '../users/index.js';
import { SignedIn } from '../auth/index.js';
import { CustomerRequestsService } from './customer-requests.service.js';
import { CUSTOMER_REQUESTS_LIMIT, CustomerRequestsDto } from './dto/customer-request.dto.js';

@ApiTags('Customer accounts')
@Controller('account')
export class CustomerRequestsController {
  constructor(private readonly requests: CustomerRequestsService) {}

  @Get('requests')
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'The signed-in customer’s own order requests, appointments and messages',
    description:
      `Those sent with this customer's token (POST /api/orders, /api/appointments, /api/contact) and, once the account's address is confirmed (POST /api/account/email-proof), those sent with that address without signing in; newest first, the latest ${CUSTOMER_REQUESTS_LIMIT} at most, ` +
      'each with its status as staff set it. A staff account sends none, so its list is empty.',
  })
  @ApiOkResponse({ type: CustomerRequestsDto })
  @ApiUnauthorizedResponse({ type: ApiError })
  async listMyRequests(@Req() request: AuthenticatedRequest): Promise<CustomerRequestsDto> {
    const user = request.user!;
    const provenEmail = user.proofOfEmail;
    return { data: await this.requests.latest({ customerId: user.id, provenEmail }), emailConfirmed: !!provenEmail };
  }
}
