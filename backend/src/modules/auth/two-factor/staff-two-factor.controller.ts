import { Body, Controller, Delete, Get, HttpCode, Param, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiError } from '../../../common/api-error.js';
import { Permission, Requires } from '../../../common/staff-permissions.js';
import type { AuthenticatedRequest } from '../../users/index.js';
import { TwoFactorStatusDto } from '../dto/two-factor-status.dto.js';
import { SignInPolicyDto, SignInPolicyInputDto } from '../dto/two-factor.dto.js';
import { SignInPolicyService } from './sign-in-policy.service.js';
import { TwoFactorService } from './two-factor.service.js';

/** The Owners' side of two-step sign-in: each staff member's, and whether every staff account must have it. */
@ApiTags('Staff: two-step sign-in')
@ApiBearerAuth()
@Requires(Permission.Staff)
@Controller('admin')
export class StaffTwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly policy: SignInPolicyService,
  ) {}

  @Get('users/:id/two-factor')
  @ApiOperation({ summary: 'A staff member’s two-step sign-in' })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  @ApiNotFoundResponse({ type: ApiError, description: 'No staff account has this id' })
  staffTwoFactor(@Param('id') id: string): Promise<TwoFactorStatusDto> {
    return this.twoFactor.statusOf(id);
  }

  @Delete('users/:id/two-factor')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Reset a staff member’s two-step sign-in (a lost phone)',
    description:
      'Forgets their authenticator and recovery codes and ends their sessions; they set it up again at their next sign-in when the ' +
      'shop requires it. Not one’s own (turned off from one’s profile, with a code).',
  })
  @ApiNoContentResponse({ description: 'Reset; the member is signed out everywhere' })
  @ApiNotFoundResponse({ type: ApiError, description: 'No staff account has this id' })
  @ApiConflictResponse({ type: ApiError, description: 'One’s own account' })
  resetStaffTwoFactor(@Req() request: AuthenticatedRequest, @Param('id') id: string): Promise<void> {
    return this.twoFactor.reset(request.user!, id);
  }

  @Get('sign-in-policy')
  @ApiOperation({ summary: 'How staff sign in: whether two-step sign-in is required of every staff account' })
  @ApiOkResponse({ type: SignInPolicyDto })
  getSignInPolicy(): Promise<SignInPolicyDto> {
    return this.policy.get();
  }

  @Put('sign-in-policy')
  @ApiOperation({
    summary: 'Require two-step sign-in of every staff account, or not',
    description:
      'Requiring it needs the Owner’s own two-step sign-in on (409), and signs out every staff member without it: each is led ' +
      'through enrolment at the next sign-in (POST /api/admin/login answers enrolmentRequired).',
  })
  @ApiOkResponse({ type: SignInPolicyDto })
  @ApiBadRequestResponse({ type: ApiError })
  @ApiConflictResponse({ type: ApiError, description: 'The Owner’s own two-step sign-in is off' })
  saveSignInPolicy(@Req() request: AuthenticatedRequest, @Body() body: SignInPolicyInputDto): Promise<SignInPolicyDto> {
    return this.policy.save(request.user!, body.twoFactorRequired);
  }
}
