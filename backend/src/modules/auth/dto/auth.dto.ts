import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { EmailAddress, NewPassword, PhoneNumber, RequiredText, Trimmed } from '../../../common/dto-fields.js';
import { UserDto } from '../../users/index.js';

export class RegisterDto {
  @ApiProperty({
    example: 'ada.l',
    description: '3–50 letters, digits, dots, hyphens or underscores; unique, ignoring case',
  })
  @Trimmed()
  @IsNotEmpty({ message: 'Username is required' })
  @Length(3, 50, { message: 'Username must be 3 to 50 characters' })
  @Matches(/^[A-Za-z0-9._-]+$/, {
    message: 'Username may contain only letters, numbers, dots, hyphens and underscores',
  })
  username: string;

  @ApiProperty({ example: 'ada@example.com' })
  @EmailAddress()
  email: string;

  @ApiProperty({ format: 'password', minLength: 6 })
  @NewPassword(6)
  password: string;

  @ApiProperty({ example: 'Ada' })
  @RequiredText('First name is required', 50, 'First name')
  firstName: string;

  @ApiProperty({ example: 'Lovelace' })
  @RequiredText('Last name is required', 50, 'Last name')
  lastName: string;

  @ApiProperty({ example: '+44 20 7946 0000' })
  @PhoneNumber()
  phoneNumber: string;
}

export class LoginDto {
  @ApiProperty({ example: 'ada@example.com' })
  @EmailAddress()
  email: string;

  @ApiProperty({ format: 'password' })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;
}

export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'Ada' })
  @IsOptional()
  @RequiredText('First name is required', 50, 'First name')
  firstName?: string;

  @ApiPropertyOptional({ example: 'Lovelace' })
  @IsOptional()
  @RequiredText('Last name is required', 50, 'Last name')
  lastName?: string;

  @ApiPropertyOptional({ example: '+44 20 7946 0000' })
  @IsOptional()
  @PhoneNumber()
  phoneNumber?: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'ada@example.com' })
  @EmailAddress('Please enter your email address')
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @IsString({ message: 'The password reset link is invalid or has expired.' })
  @Length(20, 200, { message: 'The password reset link is invalid or has expired.' })
  token: string;

  @ApiProperty({ format: 'password', minLength: 6 })
  @NewPassword(6)
  password: string;
}

export class ConfirmEmailDto {
  @ApiProperty({ description: 'The token from the e-mailed link (/confirm-email/<token>)' })
  @IsString({ message: 'This confirmation link is invalid, has expired or was already used.' })
  @Length(20, 200, { message: 'This confirmation link is invalid, has expired or was already used.' })
  token: string;
}

export class SessionDto {
  @ApiProperty({ description: 'Bearer token for the Authorization header' })
  token: string;

  @ApiProperty()
  user: UserDto;
}

export class CurrentUserDto {
  @ApiProperty()
  user: UserDto;
}

export class MessageDto {
  @ApiProperty({ example: 'Your password has been reset. You can now sign in.' })
  message: string;
}

export class ResetTokenStatusDto {
  @ApiProperty({ example: true })
  valid: boolean;
}
