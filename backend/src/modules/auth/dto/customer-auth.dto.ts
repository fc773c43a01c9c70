import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { UserDto } from '../../users/dto/user.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// Spec 1 §5: 10 to 20 characters of digits, plus, hyphen, spaces and parentheses.
const PHONE = /^[\d+\-\s()]{10,20}$/;

export class RegisterDto {
  @ApiProperty({ example: 'ada.l', description: '3–50 letters, digits, dots, hyphens or underscores; unique, ignoring case' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Username is required' })
  @Length(3, 50, { message: 'Username must be 3 to 50 characters' })
  @Matches(/^[A-Za-z0-9._-]+$/, { message: 'Username may contain only letters, numbers, dots, hyphens and underscores' })
  username: string;

  @ApiProperty({ example: 'ada@example.com' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ format: 'password', minLength: 6 })
  @IsString({ message: 'Password is required' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;

  @ApiProperty({ example: 'Ada' })
  @Transform(trim)
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(50, { message: 'First name must be at most 50 characters' })
  firstName: string;

  @ApiProperty({ example: 'Lovelace' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(50, { message: 'Last name must be at most 50 characters' })
  lastName: string;

  @ApiProperty({ example: '+44 20 7946 0000' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Phone number is required' })
  @Matches(PHONE, { message: 'Please enter a valid phone number' })
  phoneNumber: string;
}

export class LoginDto {
  @ApiProperty({ example: 'ada@example.com' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
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
  @Transform(trim)
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(50, { message: 'First name must be at most 50 characters' })
  firstName?: string;

  @ApiPropertyOptional({ example: 'Lovelace' })
  @IsOptional()
  @Transform(trim)
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(50, { message: 'Last name must be at most 50 characters' })
  lastName?: string;

  @ApiPropertyOptional({ example: '+44 20 7946 0000' })
  @IsOptional()
  @Transform(trim)
  @IsNotEmpty({ message: 'Phone number is required' })
  @Matches(PHONE, { message: 'Please enter a valid phone number' })
  phoneNumber?: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'ada@example.com' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Please enter your email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @IsString({ message: 'The password reset link is invalid or has expired.' })
  @Length(20, 200, { message: 'The password reset link is invalid or has expired.' })
  token: string;

  @ApiProperty({ format: 'password', minLength: 6 })
  @IsString({ message: 'Password is required' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;
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
