import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Permission, ROLE_PERMISSIONS, StaffRole } from '../../../common/staff-permissions.js';
import type { User } from '../../users/index.js';
import { TwoFactorStatusDto } from './two-factor-status.dto.js';

export class AdminProfileDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid', description: 'Same as id, for clients of the old API' })
  _id: string;

  @ApiProperty({ example: 'Demo Admin' })
  name: string;

  @ApiProperty({ example: 'admin@lumenjewelers.example' })
  email: string;

  @ApiProperty({ description: 'Always true: every staff role signs in to the console (role says what it may do)' })
  isAdmin: boolean;

  @ApiProperty({ enum: StaffRole, enumName: 'StaffRole' })
  role: StaffRole;

  @ApiProperty({
    enum: Permission,
    enumName: 'Permission',
    isArray: true,
    description: 'What the role may do: the console shows only these screens, columns and buttons',
  })
  permissions: Permission[];

  @ApiPropertyOptional({
    type: TwoFactorStatusDto,
    description: 'The member’s two-step sign-in; always sent by GET /api/admin/profile and the sign-in answers',
  })
  twoFactor?: TwoFactorStatusDto;

  /** For a staff account (the access guard or the staff sign-in has checked it is one). */
  static from(user: User, twoFactor?: TwoFactorStatusDto): AdminProfileDto {
    const role = user.role as StaffRole;
    return {
      id: user.id,
      _id: user.id,
      name: user.name,
      email: user.email,
      isAdmin: user.isStaff,
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
      ...(twoFactor ? { twoFactor } : {}),
    };
  }
}

export class AdminSessionDto extends AdminProfileDto {
  @ApiProperty({ description: 'Bearer token for the Authorization header' })
  token: string;
}
