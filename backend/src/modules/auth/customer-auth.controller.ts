import { Body, Controller, Get, HttpCode, Ip, Param, Patch, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
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
import { TokenService } from './token.service.js';
import { UserDto } from '../users/index.js';
import type { AuthenticatedRequest } from '../users/index.js';

@ApiTags('Customer accounts')
@Controller('auth')
export class CustomerAuthController {
  constructor(
    private readonly accounts: CustomerAuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly tokens: TokenService,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Create a customer account and sign it in' })
  @ApiCreatedResponse({ type: SessionDto })
  @ApiBadRequestResponse({ type: ApiError })
  @ApiConflictResponse({
    type: ApiError,
    description: 'The e-mail address or username is taken (addresses compared in their normalised spelling)',
  })
  @ApiTooManyRequestsResponse({
    type: ApiError,
    description: 'Too many sign-up attempts from this IP; see Retry-After',
  })
  register(@Body() body: RegisterDto, @Ip() ip: string): Promise<SessionDto> {
    return this.accounts.register(body, ip);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign a customer in' })
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({ type: ApiError, description: 'Invalid email or password' })
  @ApiForbiddenResponse({ type: ApiError, description: 'The account is disabled' })
  @ApiTooManyRequestsResponse({
    type: ApiError,
    description: 'Too many failed attempts from this IP (for this address, or in all); see Retry-After',
  })
  login(@Body() body: LoginDto, @Ip() ip: string): Promise<SessionDto> {
    return this.accounts.login(body, ip);
  }

  @Post('logout')
  @SignedIn()
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign out: the token’s session ends on the server at once' })
  @ApiNoContentResponse({ description: 'Signed out; the token answers 401 from now on' })
  @ApiUnauthorizedResponse({ type: ApiError })
  logout(@Req() request: AuthenticatedRequest): Promise<void> {
    return this.tokens.signOut(request.sessionId!);
  }

  @Post('logout-everywhere')
  @SignedIn()
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign out of every browser and device: all of the account’s sessions end' })
  @ApiNoContentResponse({ description: 'Signed out everywhere; every token of the account answers 401 from now on' })
  @ApiUnauthorizedResponse({ type: ApiError })
  logoutEverywhere(@Req() request: AuthenticatedRequest): Promise<void> {
    return this.tokens.signOutEverywhere(request.user!.id);
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
