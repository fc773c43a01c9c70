import { Body, Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiError } from '../../../common/api-error.js';
import { Permission, Requires } from '../../../common/staff-permissions.js';
import type { AuthenticatedRequest } from '../../users/index.js';
import { TwoFactorStatusDto } from '../dto/two-factor-status.dto.js';
import { RecoveryCodesDto, TwoFactorCodeDto, TwoFactorEnrolmentDto, TwoFactorProofDto } from '../dto/two-factor.dto.js';
import { TwoFactorService } from './two-factor.service.js';

const WRONG = 'A wrong code (errors.code) or recovery code (errors.recoveryCode)';
const TOO_MANY = 'Too many wrong codes from this IP (counted with sign-in failures); see Retry-After';

/** Each staff member's own two-step sign-in, from their profile. */
@ApiTags('Staff: two-step sign-in')
@ApiBearerAuth()
@Requires(Permission.Console)
@Controller('admin/profile/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start setting up two-step sign-in',
    description:
      'A new secret for an authenticator app (any RFC 6238 app): scan `qrCode` or type `secret`. Nothing changes until it is ' +
      'confirmed with a code; starting again replaces the secret. The secret is never shown again once confirmed.',
  })
  @ApiOkResponse({ type: TwoFactorEnrolmentDto })
  @ApiConflictResponse({ type: ApiError, description: 'Two-step sign-in is already on' })
  startTwoFactor(@Req() request: AuthenticatedRequest): Promise<TwoFactorEnrolmentDto> {
    return this.twoFactor.start(request.user!);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn two-step sign-in on with a code from the app',
    description: 'Answers the ten single-use recovery codes, shown this once only.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: ApiError, description: 'A wrong code (errors.code), or no set-up was started' })
  @ApiConflictResponse({ type: ApiError, description: 'Two-step sign-in is already on' })
  confirmTwoFactor(@Req() request: AuthenticatedRequest, @Body() body: TwoFactorCodeDto): Promise<RecoveryCodesDto> {
    return this.twoFactor.confirm(request.user!, body.code);
  }

  @Post('disable')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn two-step sign-in off',
    description: '`{ code }` or `{ recoveryCode }`. Not while the Owners require it of every staff account (409).',
  })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  @ApiBadRequestResponse({ type: ApiError, description: WRONG })
  @ApiConflictResponse({ type: ApiError, description: 'It is off, or required for every staff account' })
  @ApiTooManyRequestsResponse({ type: ApiError, description: TOO_MANY })
  disableTwoFactor(
    @Req() request: AuthenticatedRequest,
    @Body() body: TwoFactorProofDto,
    @Ip() ip: string,
  ): Promise<TwoFactorStatusDto> {
    return this.twoFactor.disable(request.user!, body, ip);
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @ApiOperation({
    summary: 'New recovery codes',
    description: 'For a current code from the app: ten new codes, shown this once; the old ones stop working.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: ApiError, description: WRONG })
  @ApiConflictResponse({ type: ApiError, description: 'Two-step sign-in is off' })
  @ApiTooManyRequestsResponse({ type: ApiError, description: TOO_MANY })
  regenerateRecoveryCodes(
    @Req() request: AuthenticatedRequest,
    @Body() body: TwoFactorCodeDto,
    @Ip() ip: string,
  ): Promise<RecoveryCodesDto> {
    return this.twoFactor.regenerate(request.user!, body.code, ip);
  }
}
