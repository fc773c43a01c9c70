import { Body, Controller, Get, HttpCode, Ip, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { Public } from './access.decorators.js';
import { AdminAuthService } from './admin-auth.service.js';
import { LoginDto } from './dto/auth.dto.js';
import { AdminProfileDto, AdminSessionDto } from './dto/admin-profile.dto.js';
import type { AuthenticatedRequest } from '../../common/authenticated-request.js';

@ApiTags('Staff sign-in')
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly auth: AdminAuthService) {}

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
    description: 'Too many attempts for this address or IP; see Retry-After',
  })
  adminLogin(@Body() body: LoginDto, @Ip() ip: string): Promise<AdminSessionDto> {
    return this.auth.login(body, ip);
  }

  @Get('profile')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in member of staff' })
  @ApiOkResponse({ type: AdminProfileDto })
  @ApiUnauthorizedResponse({ type: ApiError })
  @ApiForbiddenResponse({ type: ApiError })
  adminProfile(@Req() request: AuthenticatedRequest): AdminProfileDto {
    return AdminProfileDto.from(request.user!);
  }
}
