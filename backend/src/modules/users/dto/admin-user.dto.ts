import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString } from 'class-validator';
import { EmailAddress, NewPassword, RequiredText } from '../../../common/dto-fields.js';
import { IgnoredOnUpdate } from '../../../common/read-only-fields.js';
import { UserDto } from './user.dto.js';

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

/** Staff only disable or enable an account; its owner keeps the rest. */
@IgnoredOnUpdate(UserDto, [
  'id',
  '_id',
  'username',
  'email',
  'name',
  'firstName',
  'lastName',
  'phoneNumber',
  'role',
  'isAdmin',
  'createdAt',
])
export class UpdateUserDto {
  @ApiProperty({ description: 'A disabled account cannot sign in, and its sessions end at once' })
  @IsBoolean({ message: 'isDisabled must be true or false' })
  isDisabled: boolean;
}
