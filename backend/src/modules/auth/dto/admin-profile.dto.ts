import { ApiProperty } from '@nestjs/swagger';
import type { User } from '../../users/index.js';

export class AdminProfileDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid', description: 'Same as id, for clients of the old API' })
  _id: string;

  @ApiProperty({ example: 'Demo Admin' })
  name: string;

  @ApiProperty({ example: 'admin@lumenjewelers.example' })
  email: string;

  @ApiProperty()
  isAdmin: boolean;

  static from(user: User): AdminProfileDto {
    return { id: user.id, _id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin };
  }
}

export class AdminSessionDto extends AdminProfileDto {
  @ApiProperty({ description: 'Bearer token for the Authorization header' })
  token: string;
}
