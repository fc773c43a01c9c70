import { ApiProperty } from '@nestjs/swagger';
import { type User, UserRole } from '../entities/user.entity.js';

/** An account as the API shows it: never the password hash. */
export class UserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid', description: 'Same as id, for clients of the old API' })
  _id: string;

  @ApiProperty({ type: String, nullable: true, example: 'ada.l' })
  username: string | null;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;

  @ApiProperty({ example: 'Ada Lovelace' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: 'Ada' })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Lovelace' })
  lastName: string | null;

  @ApiProperty({ type: String, nullable: true, example: '+44 20 7946 0000' })
  phoneNumber: string | null;

  @ApiProperty({ enum: UserRole, enumName: 'UserRole' })
  role: UserRole;

  @ApiProperty({ description: 'true for every staff account, whatever its role (role says which)' })
  isAdmin: boolean;

  @ApiProperty()
  isDisabled: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  static from(user: User): UserDto {
    return {
      id: user.id,
      _id: user.id,
      username: user.username ?? null,
      email: user.email,
      name: user.name,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      phoneNumber: user.phoneNumber ?? null,
      role: user.role,
      isAdmin: user.isStaff,
      isDisabled: user.isDisabled,
      createdAt: user.createdAt,
    };
  }
}
