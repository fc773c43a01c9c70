import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString } from 'class-validator';
import { EmailAddress, NewPassword, RequiredText } from '../../../common/dto-fields.js';

const ALL_REQUIRED = 'All fields are required';

/** Spec 2 'Create Admin Account': name, email, password, confirmPassword, all required. */
export class CreateAdminDto {
  @ApiProperty({ example: 'Grace Hopper' })
  @RequiredText(ALL_REQUIRED, 100, 'Name')
  name: string;

  @ApiProperty({ example: 'grace@lumenjewelers.example' })
  @EmailAddress(ALL_REQUIRED)
  email: string;

  @ApiProperty({ format: 'password', minLength: 8 })
  @NewPassword(8, ALL_REQUIRED)
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
