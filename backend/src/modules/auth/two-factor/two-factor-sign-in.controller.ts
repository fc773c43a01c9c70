import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiError } from '../../../common/api-error.js';
import { Public } from '../access.decorators.js';
import { AdminAuthService } from '../admin-auth.service.js';
import { AdminSessionDto } from '../dto/admin-profile.dto.js';
import {
  ChallengeInputDto,
  EnrolledSessionDto,
  EnrolmentConfirmDto,
  TwoFactorEnrolmentDto,
  TwoFactorSignInDto,
} from '../dto/two-factor.dto.js';
import { TwoFactorSignInService } from './two-factor-sign-in.service.js';

const CHALLENGE_401 = 'The challenge is unknown, used, expired (sign in again), or the code is wrong';

/** The staff sign-in's second step: anonymous, the challenge from POST /api/admin/login is the key. */
@ApiTags('Staff sign-in')
@Public()
@Controller('admin/login/two-factor')
export class TwoFactorSignInController {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly secondSteps: TwoFactorSignInService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Finish a staff sign-in with a code from the authenticator app, or a recovery code',
    description:
      '`{ challenge, code }` or `{ challenge, recoveryCode }`. A code of the current 30-second step or the one before or after is ' +
      'accepted, each once; a recovery code works once. Wrong codes count with wrong passwords (per address and client IP): past the ' +
      'limit 429 with Retry-After. The challenge is single-use and lasts 5 minutes; a wrong code leaves it for another try.',
  })
  @ApiOkResponse({ type: AdminSessionDto })
  @ApiBadRequestResponse({ type: ApiError, description: 'No code, or both a code and a recovery code' })
  @ApiUnauthorizedResponse({ type: ApiError, description: CHALLENGE_401 })
  @ApiTooManyRequestsResponse({ type: ApiError, description: 'Too many failed attempts from this IP; see Retry-After' })
  finishTwoFactorSignIn(@Body() body: TwoFactorSignInDto, @Ip() ip: string): Promise<AdminSessionDto> {
    return this.auth.completeTwoFactor(body.challenge, body, ip);
  }

  @Post('enrolment')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set up two-step sign-in while signing in (the shop requires it)',
    description:
      'With the `enrolmentRequired` challenge: a new secret for the authenticator app (scan the QR code, or type the secret). ' +
      'Calling it again replaces the secret. The challenge is not used up here.',
  })
  @ApiOkResponse({ type: TwoFactorEnrolmentDto })
  @ApiUnauthorizedResponse({ type: ApiError, description: CHALLENGE_401 })
  @ApiConflictResponse({ type: ApiError, description: 'The account has two-step sign-in on already' })
  startSignInEnrolment(@Body() body: ChallengeInputDto): Promise<TwoFactorEnrolmentDto> {
    return this.secondSteps.startEnrolment(body.challenge);
  }

  @Post('enrolment/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm the set-up with a code, and sign in',
    description:
      'Turns two-step sign-in on and answers the session with the ten recovery codes, shown this once. Uses up the challenge.',
  })
  @ApiOkResponse({ type: EnrolledSessionDto })
  @ApiBadRequestResponse({ type: ApiError, description: 'No enrolment was started with this challenge' })
  @ApiUnauthorizedResponse({ type: ApiError, description: CHALLENGE_401 })
  confirmSignInEnrolment(@Body() body: EnrolmentConfirmDto): Promise<EnrolledSessionDto> {
    return this.auth.confirmEnrolment(body.challenge, body.code);
  }
}
