import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { STAFF_ROLES, StaffRole } from '../../../common/staff-permissions.js';
import { UserRole } from '../entities/user.entity.js';
import { EmailAddress, NewPassword, RequiredText } from '../../../common/dto-fields.js';
import { IgnoredOnUpdate } from '../../../common/read-only-fields.js';
import { UserDto } from './user.dto.js';

const ALL_REQUIRED = 'All fields are required';

const CHOOSE_A_ROLE = `Choose a role: ${STAFF_ROLES.join(', ')}`;

/** Spec 2 'Create Admin Account': name, email, password, confirmPassword, and (issue 33) the role, all required. */
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

  @ApiProperty({
    enum: StaffRole,
    enumName: 'StaffRole',
    description: 'What the new staff member may do (README: Staff roles)',
  })
  @IsIn(STAFF_ROLES, { message: CHOOSE_A_ROLE })
  role: StaffRole;
}

/** Staff disable or enable an account, and Owners change a staff member's role; its owner keeps the rest. */
@IgnoredOnUpdate(UserDto, [
  'id',
  '_id',
  'username',
  'email',
  'name',
  'firstName',
  'lastName',
  'phoneNumber',
  'isAdmin',
  'createdAt',
])
export class UpdateUserDto {
  @ApiPropertyOptional({ description: 'A disabled account cannot sign in, and its sessions end at once' })
  @IsOptional()
  @IsBoolean({ message: 'isDisabled must be true or false' })
  isDisabled?: boolean;

  @ApiPropertyOptional({
    enum: UserRole,
    enumName: 'UserRole',
    description: 'A staff member’s new role (Owners only); a customer’s record may send `customer` back unchanged',
  })
  @IsOptional()
  @IsIn(Object.values(UserRole), { message: CHOOSE_A_ROLE })
  role?: UserRole;
}
