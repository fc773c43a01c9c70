import { Body, Controller, Get, HttpCode, Ip, Param, Patch, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { SignedIn } from './access.decorators.js';
import { CustomerAuthService } from './customer-auth.service.js';
import {
  CurrentUserDto,
  ForgotPasswordDto,
  LoginDto,
  MessageDto,
  RegisterDto,
  ResetPasswordDto,
  ResetTokenStatusDto,
  SessionDto,
  UpdateProfileDto,
} from './dto/auth.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { UserDto } from '../users/index.js';
import type { AuthenticatedRequest } from '../../common/authenticated-request.js';

@ApiTags('Customer accounts')
@Controller('auth')
export class CustomerAuthController {
  constructor(
    private readonly accounts: CustomerAuthService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Create a customer account and sign it in' })
  @ApiCreatedResponse({ type: SessionDto })
  @ApiBadRequestResponse({ type: ApiError })
  @ApiConflictResponse({
    type: ApiError,
    description: 'The e-mail address or username is taken (compared ignoring case)',
  })
  register(@Body() body: RegisterDto): Promise<SessionDto> {
    return this.accounts.register(body);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign a customer in' })
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({ type: ApiError, description: 'Invalid email or password' })
  @ApiForbiddenResponse({ type: ApiError, description: 'The account is disabled' })
  @ApiTooManyRequestsResponse({
    type: ApiError,
    description: 'Too many attempts for this address or IP; see Retry-After',
  })
  login(@Body() body: LoginDto, @Ip() ip: string): Promise<SessionDto> {
    return this.accounts.login(body, ip);
  }

  @Get('me')
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in account' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiUnauthorizedResponse({ type: ApiError })
  getCurrentUser(@Req() request: AuthenticatedRequest): CurrentUserDto {
    return { user: UserDto.from(request.user!) };
  }

  @Patch('me')
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the signed-in customer’s name or phone number' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ type: ApiError })
  @ApiUnauthorizedResponse({ type: ApiError })
  async updateCurrentUser(
    @Req() request: AuthenticatedRequest,
    @Body() body: UpdateProfileDto,
  ): Promise<CurrentUserDto> {
    return { user: await this.accounts.updateProfile(request.user!, body) };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'E-mail a password reset link',
    description: 'Answers the same whether or not the address has an account.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiTooManyRequestsResponse({ type: ApiError })
  @ApiServiceUnavailableResponse({ type: ApiError, description: 'E-mail cannot be queued (Redis is down)' })
  async forgotPassword(@Body() body: ForgotPasswordDto, @Ip() ip: string): Promise<MessageDto> {
    return { message: await this.passwordReset.requestReset(body.email, ip) };
  }

  @Get('verify-reset-token/:token')
  @ApiOperation({ summary: 'Whether a password reset link can still be used' })
  @ApiOkResponse({ type: ResetTokenStatusDto })
  @ApiBadRequestResponse({ type: ApiError, description: 'The password reset link is invalid or has expired.' })
  async verifyResetToken(@Param('token') token: string): Promise<ResetTokenStatusDto> {
    await this.passwordReset.assertUsable(token);
    return { valid: true };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with a reset link',
    description: 'Ends every session issued before it.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ApiError })
  @ApiTooManyRequestsResponse({ type: ApiError })
  async resetPassword(@Body() body: ResetPasswordDto, @Ip() ip: string): Promise<MessageDto> {
    await this.passwordReset.reset(body.token, body.password, ip);
    return { message: 'Your password has been reset. You can now sign in.' };
  }
}
