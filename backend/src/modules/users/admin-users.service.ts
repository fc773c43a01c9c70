import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { type ListQuery } from '../../common/list-query.js';
import { UserDto } from './dto/user.dto.js';
import type { CreateAdminDto } from './dto/admin-user.dto.js';
import type { User } from './entities/user.entity.js';
import { type UserSortField, UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** Staff management of accounts; guards the shop against locking itself out. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: UsersRepository,
  ) {}

  async list(query: ListQuery<UserSortField>): Promise<{ items: UserDto[]; total: number }> {
    const { users, total } = await this.accounts.list(query);
    return { items: users.map(UserDto.from), total };
  }

  async get(id: string): Promise<UserDto> {
    return UserDto.from(await this.find(id));
  }

  async createAdmin(input: CreateAdminDto): Promise<UserDto> {
    if (input.password !== input.confirmPassword) {
      throw new BadRequestException({
        message: 'Passwords do not match',
        errors: { confirmPassword: 'Passwords do not match' },
      });
    }
    if (await this.users.findByEmail(input.email)) {
      const message = 'An account with this email already exists';
      throw new ConflictException({ message, errors: { email: message } });
    }
    return UserDto.from(await this.users.createAdmin(input));
  }

  async setDisabled(actor: User, id: string, isDisabled: boolean): Promise<UserDto> {
    const user = await this.find(id);
    if (isDisabled) {
      if (user.id === actor.id) throw new ConflictException('You cannot disable your own account');
      await this.assertNotLastAdmin(user, 'disabled');
    }
    return UserDto.from(await this.users.setDisabled(id, isDisabled));
  }

  async delete(actor: User, id: string): Promise<UserDto> {
    const user = await this.find(id);
    if (user.id === actor.id) throw new ConflictException('You cannot delete your own account');
    await this.assertNotLastAdmin(user, 'deleted');
    await this.accounts.delete(id);
    return UserDto.from(user);
  }

  private async assertNotLastAdmin(user: User, action: 'disabled' | 'deleted'): Promise<void> {
    if (user.isAdmin && !user.isDisabled && (await this.accounts.countOtherActiveAdmins(user.id)) === 0) {
      throw new ConflictException(`The last administrator cannot be ${action}`);
    }
  }

  private async find(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }
}
