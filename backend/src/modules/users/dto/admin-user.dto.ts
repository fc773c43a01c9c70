import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const ALL_REQUIRED = 'All fields are required';

/** Spec 2 'Create Admin Account': name, email, password, confirmPassword, all required. */
export class CreateAdminDto {
  @ApiProperty({ example: 'Grace Hopper' })
  @Transform(trim)
  @IsNotEmpty({ message: ALL_REQUIRED })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name: string;

  @ApiProperty({ example: 'grace@lumenjewelers.example' })
  @Transform(trim)
  @IsNotEmpty({ message: ALL_REQUIRED })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ format: 'password', minLength: 8 })
  @IsString({ message: ALL_REQUIRED })
  @IsNotEmpty({ message: ALL_REQUIRED })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;

  @ApiProperty({ format: 'password' })
  @IsString({ message: ALL_REQUIRED })
  @IsNotEmpty({ message: ALL_REQUIRED })
  confirmPassword: string;
}

export class UpdateUserDto {
  @ApiProperty({ description: 'A disabled account cannot sign in, and its sessions end at once' })
  @IsBoolean({ message: 'isDisabled must be true or false' })
  isDisabled: boolean;
}
