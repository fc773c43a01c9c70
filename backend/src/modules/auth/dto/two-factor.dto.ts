import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Length, MaxLength, ValidateIf } from 'class-validator';
import { AdminSessionDto } from './admin-profile.dto.js';

const ENTER_A_CODE = 'Enter the 6-digit code from your authenticator app';
const CHALLENGE_GONE = 'This sign-in has expired or was already used: please sign in again';

/** What an authenticator app needs: the QR code to scan, or the secret to type in. Shown while enrolling only. */
export class TwoFactorEnrolmentDto {
  @ApiProperty({
    example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    description: 'The secret in base32, for typing in by hand',
  })
  secret: string;

  @ApiProperty({
    example:
      'otpauth://totp/Lumen%20Jewelers:ada%40lumenjewelers.example?issuer=Lumen%20Jewelers&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    description: 'RFC 6238 (SHA-1, 6 digits, 30 s); issuer the shop’s name, label the staff member’s e-mail',
  })
  otpauthUri: string;

  @ApiProperty({
    example: 'data:image/png;base64,iVBORw0KGgo…',
    description: 'The URI as a QR code: a PNG data URL for an <img>',
  })
  qrCode: string;
}

export class RecoveryCodesDto {
  @ApiProperty({
    type: [String],
    example: ['k7fq2-m9xta', 'p3hcw-ra8nd'],
    description:
      'Ten single-use codes, each good once instead of a code from the app. Shown this once only: stored hashed',
  })
  recoveryCodes: string[];
}

/** A code from the authenticator app. */
export class TwoFactorCodeDto {
  @ApiProperty({ example: '492039', description: ENTER_A_CODE })
  @IsString({ message: ENTER_A_CODE })
  @IsNotEmpty({ message: ENTER_A_CODE })
  @MaxLength(20, { message: ENTER_A_CODE })
  code: string;
}

/** A code from the authenticator app, or one of the recovery codes: one of the two. */
export class TwoFactorProofDto {
  @ApiPropertyOptional({ example: '492039', description: `${ENTER_A_CODE} (or send recoveryCode instead)` })
  @ValidateIf((body: TwoFactorProofDto) => body.recoveryCode === undefined)
  @IsString({ message: ENTER_A_CODE })
  @IsNotEmpty({ message: ENTER_A_CODE })
  @MaxLength(20, { message: ENTER_A_CODE })
  code?: string;

  @ApiPropertyOptional({
    example: 'k7fq2-m9xta',
    description: 'One of the recovery codes, instead of code; each works once',
  })
  @IsOptional()
  @IsString({ message: 'Enter one of your recovery codes' })
  @IsNotEmpty({ message: 'Enter one of your recovery codes' })
  @MaxLength(40, { message: 'Enter one of your recovery codes' })
  recoveryCode?: string;
}

/** The challenge the password step answered. */
export class ChallengeInputDto {
  @ApiProperty({ description: 'The `challenge` from POST /api/admin/login' })
  @IsString({ message: CHALLENGE_GONE })
  @Length(20, 200, { message: CHALLENGE_GONE })
  challenge: string;
}

export class TwoFactorSignInDto extends TwoFactorProofDto {
  @ApiProperty({ description: 'The `challenge` from POST /api/admin/login' })
  @IsString({ message: CHALLENGE_GONE })
  @Length(20, 200, { message: CHALLENGE_GONE })
  challenge: string;
}

export class EnrolmentConfirmDto extends TwoFactorCodeDto {
  @ApiProperty({ description: 'The `challenge` from POST /api/admin/login' })
  @IsString({ message: CHALLENGE_GONE })
  @Length(20, 200, { message: CHALLENGE_GONE })
  challenge: string;
}

/** The password was right; a code must follow (POST /api/admin/login/two-factor). */
export class TwoFactorChallengeDto {
  @ApiProperty({ type: Boolean, enum: [true] })
  twoFactorRequired: true;

  @ApiProperty({ description: 'Single-use; send it with the code to POST /api/admin/login/two-factor' })
  challenge: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'Five minutes after the password step' })
  expiresAt: string;
}

/** The password was right, and the shop requires two-step sign-in, which this account has not set up yet. */
export class EnrolmentChallengeDto {
  @ApiProperty({ type: Boolean, enum: [true] })
  enrolmentRequired: true;

  @ApiProperty({
    description:
      'Single-use; opens POST /api/admin/login/two-factor/enrolment and …/enrolment/confirm, nothing else (it is no bearer token)',
  })
  challenge: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'Fifteen minutes after the password step' })
  expiresAt: string;
}

/** Enrolment confirmed at sign-in: the session, and the recovery codes' only showing. */
export class EnrolledSessionDto extends AdminSessionDto {
  @ApiProperty({ type: [String], description: 'Ten single-use recovery codes. Shown this once only' })
  recoveryCodes: string[];
}

export class SignInPolicyInputDto {
  @ApiProperty({ description: 'Every staff account must sign in with a second step' })
  @IsBoolean({ message: 'twoFactorRequired must be true or false' })
  twoFactorRequired: boolean;
}

export class PolicyEditorDto {
  @ApiProperty({ example: 'Demo Admin' })
  name: string;

  @ApiProperty({ example: 'admin@lumenjewelers.example' })
  email: string;
}

export class SignInPolicyDto {
  @ApiProperty({
    description:
      'Every staff account must sign in with a second step: one without is led through enrolment at its next sign-in',
  })
  twoFactorRequired: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null while never saved' })
  updatedAt: string | null;

  @ApiProperty({ type: PolicyEditorDto, nullable: true })
  updatedBy: PolicyEditorDto | null;
}
