import { ForbiddenException, Injectable } from '@nestjs/common';
import { AdminProfileDto, type AdminSessionDto } from './dto/admin-profile.dto.js';
import type { LoginDto } from './dto/auth.dto.js';
import { SignInService } from './sign-in.service.js';

@Injectable()
export class AdminAuthService {
  constructor(private readonly signIns: SignInService) {}

  async login({ email, password }: LoginDto, ip: string): Promise<AdminSessionDto> {
    const { user, token } = await this.signIns.signIn(email, password, ip);
    if (!user.isStaff) throw new ForbiddenException('Not authorized as admin');
    return { ...AdminProfileDto.from(user), token };
  }
}
