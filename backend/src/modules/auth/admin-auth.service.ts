import { Injectable, UnauthorizedException } from '@nestjs/common';
import { UsersService } from '../users/users.service.js';
import { TokenService } from './token.service.js';
import { AdminProfileDto, type AdminSessionDto } from './dto/admin-profile.dto.js';
import type { AdminLoginDto } from './dto/admin-login.dto.js';

@Injectable()
export class AdminAuthService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
  ) {}

  /** One answer for every failure, so the form cannot be used to find out which addresses exist. */
  async login({ email, password }: AdminLoginDto): Promise<AdminSessionDto> {
    const user = await this.users.findByEmailWithPassword(email);
    const valid = user && !user.isDisabled && user.isAdmin && (await this.users.verifyPassword(user, password));
    if (!valid) throw new UnauthorizedException('Invalid email or password');
    return { ...AdminProfileDto.from(user), token: await this.tokens.issue(user) };
  }
}
