import { Body, Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import type { AuthenticatedRequest } from '../users/index.js';
import { SignedIn } from './access.decorators.js';
import { ConfirmEmailDto, MessageDto } from './dto/auth.dto.js';
import { EmailProofService } from './email-proof.service.js';

@ApiTags('Customer accounts')
@ApiBearerAuth()
@Controller('account/email-proof')
export class EmailProofController {
  constructor(private readonly proofs: EmailProofService) {}

  @Post()
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'E-mail the signed-in customer a link that confirms their address',
    description:
      'Requests sent with this address as a guest join the account (GET /api/account/requests) only once it is confirmed. ' +
      'The link goes to the account’s own address, works once and for 24 hours. At most 3 per address and 10 per IP an hour.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiUnauthorizedResponse({ type: ApiError })
  @ApiForbiddenResponse({ type: ApiError, description: 'Staff accounts send no requests' })
  @ApiTooManyRequestsResponse({ type: ApiError, description: 'See Retry-After' })
  @ApiServiceUnavailableResponse({ type: ApiError, description: 'E-mail cannot be sent right now' })
  async sendEmailProof(@Req() request: AuthenticatedRequest, @Ip() ip: string): Promise<MessageDto> {
    return { message: await this.proofs.send(request.user!, ip) };
  }

  @Post('confirm')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Confirm the signed-in customer’s address with the token from the e-mailed link' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ApiError, description: 'Invalid, expired or used link' })
  @ApiForbiddenResponse({ type: ApiError, description: 'The link was sent to another account' })
  @ApiUnauthorizedResponse({ type: ApiError })
  async confirmEmailProof(@Req() request: AuthenticatedRequest, @Body() body: ConfirmEmailDto): Promise<MessageDto> {
    return { message: await this.proofs.confirm(request.user!, body.token) };
  }
}
