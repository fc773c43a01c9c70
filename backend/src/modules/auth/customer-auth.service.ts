import { ConflictException, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { LoginDto, RegisterDto, SessionDto, UpdateProfileDto } from './dto/auth.dto.js';
import { SignInService } from './sign-in.service.js';
import { TokenService } from './token.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { UserDto, type User, UsersService } from '../users/index.js';
import { RateLimiter } from '../rate-limit/index.js';

const EMAIL_TAKEN = 'An account with this email already exists';
const USERNAME_TAKEN = 'This username is taken';

/** Storefront accounts: registration, sign-in and the customer's own profile. */
@Injectable()
export class CustomerAuthService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly signIns: SignInService,
    private readonly limiter: RateLimiter,
    private readonly resets: PasswordResetService,
  ) {}

  /** Attempts count per client IP, so the "already exists" answer cannot be used to harvest addresses. */
  async register(input: RegisterDto, ip: string): Promise<SessionDto> {
    await this.limiter.consumeRegistration(ip);
    const [byEmail, byUsername] = await Promise.all([
      this.users.findByEmail(input.email),
      this.users.findByUsername(input.username),
    ]);
    if (byEmail) {
      // The address's owner hears of it (at most daily), quoting nothing typed here.
      await this.resets.noticeTakenAddress(input.email);
      throw conflict('email', EMAIL_TAKEN);
    }
    if (byUsername) throw conflict('username', USERNAME_TAKEN);
    let user: User;
    try {
      user = await this.users.createCustomer(input);
    } catch (error) {
      // Two sign-ups with the same address at the same moment: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) {
        if (String(error.message).includes('username')) throw conflict('username', USERNAME_TAKEN);
        await this.resets.noticeTakenAddress(input.email);
        throw conflict('email', EMAIL_TAKEN);
      }
      throw error;
    }
    return { token: await this.tokens.issue(user), user: UserDto.from(user) };
  }

  async login({ email, password }: LoginDto, ip: string): Promise<SessionDto> {
    const { user, token } = await this.signIns.signIn(email, password, ip);
    return { token, user: UserDto.from(user) };
  }

  async updateProfile(user: User, changes: UpdateProfileDto): Promise<UserDto> {
    return UserDto.from(await this.users.updateProfile(user.id, changes));
  }
}

function conflict(field: string, message: string): ConflictException {
  return new ConflictException({ message, errors: { [field]: message } });
}
