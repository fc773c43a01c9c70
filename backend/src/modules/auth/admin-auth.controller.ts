import { Body, Controller, Get, HttpCode, Ip, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { Permission, Requires } from '../../common/staff-permissions.js';
import { Public } from './access.decorators.js';
import { AdminAuthService, type StaffSignInAnswer } from './admin-auth.service.js';
import { TokenService } from './token.service.js';
import { LoginDto } from './dto/auth.dto.js';
import { AdminProfileDto, AdminSessionDto } from './dto/admin-profile.dto.js';
import { EnrolmentChallengeDto, TwoFactorChallengeDto } from './dto/two-factor.dto.js';
import type { AuthenticatedRequest } from '../users/index.js';
import { NotAudited } from '../../common/audited-routes.js';

@ApiTags('Staff sign-in')
@ApiExtraModels(AdminSessionDto, TwoFactorChallengeDto, EnrolmentChallengeDto)
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly tokens: TokenService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign a member of staff in',
    description:
      'The right password answers one of three: a session (`token`: a bearer token for the /api/admin routes) when the account has no ' +
      'second step; `{ twoFactorRequired: true, challenge, expiresAt }` when it has two-step sign-in on (send the challenge with a code ' +
      'to POST /api/admin/login/two-factor within 5 minutes); `{ enrolmentRequired: true, challenge, expiresAt }` when the shop requires ' +
      'two-step sign-in and the account has none yet (POST /api/admin/login/two-factor/enrolment, then …/enrolment/confirm, within 15 minutes).',
  })
  @ApiOkResponse({
    description: 'A session, or the second step that must follow',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(AdminSessionDto) },
        { $ref: getSchemaPath(TwoFactorChallengeDto) },
        { $ref: getSchemaPath(EnrolmentChallengeDto) },
      ],
    },
  })
  @ApiUnauthorizedResponse({ type: ApiError, description: 'Invalid email or password' })
  @ApiForbiddenResponse({
    type: ApiError,
    description: 'Not authorized as admin (a customer account), or the account is disabled',
  })
  @ApiTooManyRequestsResponse({
    type: ApiError,
    description: 'Too many failed attempts from this IP (for this address, or in all); see Retry-After',
  })
  adminLogin(@Body() body: LoginDto, @Ip() ip: string): Promise<StaffSignInAnswer> {
    return this.auth.login(body, ip);
  }

  @Get('profile')
  @Requires(Permission.Console)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in member of staff', description: 'With their two-step sign-in (`twoFactor`).' })
  @ApiOkResponse({ type: AdminProfileDto })
  @ApiUnauthorizedResponse({ type: ApiError })
  @ApiForbiddenResponse({ type: ApiError })
  adminProfile(@Req() request: AuthenticatedRequest): Promise<AdminProfileDto> {
    return this.auth.profile(request.user!);
  }

  @Post('logout')
  @NotAudited('signing out changes no shop data')
  @Requires(Permission.Console)
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign a member of staff out: the token’s session ends on the server at once' })
  @ApiNoContentResponse({ description: 'Signed out; the token answers 401 from now on' })
  @ApiUnauthorizedResponse({ type: ApiError })
  @ApiForbiddenResponse({ type: ApiError })
  adminLogout(@Req() request: AuthenticatedRequest): Promise<void> {
    return this.tokens.signOut(request.sessionId!);
  }

  @Post('logout-everywhere')
  @NotAudited('signing out changes no shop data')
  @Requires(Permission.Console)
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign the member of staff out of every browser and device' })
  @ApiNoContentResponse({ description: 'Signed out everywhere; every token of the account answers 401 from now on' })
  @ApiUnauthorizedResponse({ type: ApiError })
  @ApiForbiddenResponse({ type: ApiError })
  adminLogoutEverywhere(@Req() request: AuthenticatedRequest): Promise<void> {
    return this.tokens.signOutEverywhere(request.user!.id);
  }
}
