import { Body, Controller, Get, HttpCode, Ip, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { Permission, Requires } from '../../common/staff-permissions.js';
import { Public } from './access.decorators.js';
import { AdminAuthService } from './admin-auth.service.js';
import { TokenService } from './token.service.js';
import { LoginDto } from './dto/auth.dto.js';
import { AdminProfileDto, AdminSessionDto } from './dto/admin-profile.dto.js';
import type { AuthenticatedRequest } from '../users/index.js';
import { NotAudited } from '../../common/audited-routes.js';

@ApiTags('Staff sign-in')
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
    description: 'Answers a bearer token for the /api/admin routes.',
  })
  @ApiOkResponse({ type: AdminSessionDto })
  @ApiUnauthorizedResponse({ type: ApiError, description: 'Invalid email or password' })
  @ApiForbiddenResponse({
    type: ApiError,
    description: 'Not authorized as admin (a customer account), or the account is disabled',
  })
  @ApiTooManyRequestsResponse({
    type: ApiError,
    description: 'Too many failed attempts from this IP (for this address, or in all); see Retry-After',
  })
  adminLogin(@Body() body: LoginDto, @Ip() ip: string): Promise<AdminSessionDto> {
    return this.auth.login(body, ip);
  }

  @Get('profile')
  @Requires(Permission.Console)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in member of staff' })
  @ApiOkResponse({ type: AdminProfileDto })
  @ApiUnauthorizedResponse({ type: ApiError })
  @ApiForbiddenResponse({ type: ApiError })
  adminProfile(@Req() request: AuthenticatedRequest): AdminProfileDto {
    return AdminProfileDto.from(request.user!);
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
