import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { type ListQuery } from '../../common/list-query.js';
import { mayDo, Permission, StaffRole } from '../../common/staff-permissions.js';
import { UserDto } from './dto/user.dto.js';
import type { CreateAdminDto, UpdateUserDto } from './dto/admin-user.dto.js';
import { type User, UserRole } from './entities/user.entity.js';
import { type UserSortField, UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

const STAFF_ACCOUNTS_ARE_THE_OWNERS = 'Only an Owner may see or change staff accounts';

/**
 * Staff management of accounts. Customers' accounts are for whoever may manage customers; staff
 * accounts and their roles only for Owners. Guards the shop against locking itself out: nobody
 * disables or deletes themselves, and the last active Owner cannot be disabled, deleted or demoted.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: UsersRepository,
  ) {}

  async list(actor: User, query: ListQuery<UserSortField>): Promise<{ items: UserDto[]; total: number }> {
    const customersOnly = !mayDo(actor.role, Permission.Staff);
    const { users, total } = await this.accounts.list(query, { customersOnly });
    return { items: users.map(UserDto.from), total };
  }

  async get(actor: User, id: string): Promise<UserDto> {
    return UserDto.from(await this.findFor(actor, id));
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

  /** Disables or enables an account, and changes a staff member's role. */
  async update(actor: User, id: string, changes: UpdateUserDto): Promise<UserDto> {
    return this.accounts.transaction(async () => {
      const user = await this.findFor(actor, id);
      const role = changes.role === undefined || changes.role === user.role ? undefined : changes.role;
      if (role !== undefined && !mayDo(actor.role, Permission.Staff))
        throw new ForbiddenException(STAFF_ACCOUNTS_ARE_THE_OWNERS);
      if (role !== undefined && !(user.isStaff && role !== UserRole.Customer))
        throw new BadRequestException({
          message: 'Customers stay customers, and staff stay staff: only a staff member’s role can change',
          errors: { role: 'cannot change between customer and staff' },
        });
      if (changes.isDisabled && !user.isDisabled) {
        if (user.id === actor.id) throw new ConflictException('You cannot disable your own account');
        await this.assertNotLastOwner(user, 'disabled');
      }
      if (role !== undefined && role !== StaffRole.Owner) await this.assertNotLastOwner(user, 'demoted');
      return UserDto.from(await this.users.update(id, { isDisabled: changes.isDisabled, role: role as StaffRole }));
    });
  }

  async delete(actor: User, id: string): Promise<UserDto> {
    return this.accounts.transaction(async () => {
      const user = await this.findFor(actor, id);
      if (user.id === actor.id) throw new ConflictException('You cannot delete your own account');
      await this.assertNotLastOwner(user, 'deleted');
      await this.accounts.delete(id);
      return UserDto.from(user);
    });
  }

  /** Locks the Owners' rows first, so two Owners removing each other at once cannot both succeed. */
  private async assertNotLastOwner(user: User, action: 'disabled' | 'deleted' | 'demoted'): Promise<void> {
    if (user.role !== StaffRole.Owner || user.isDisabled) return;
    const otherOwners = (await this.accounts.lockActiveOwners()).filter((ownerId) => ownerId !== user.id);
    if (otherOwners.length === 0) throw new ConflictException(`The last Owner cannot be ${action}`);
  }

  /** The account, when the actor may see it: staff accounts are the Owners' to see. */
  private async findFor(actor: User, id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException('User not found');
    if (user.isStaff && user.id !== actor.id && !mayDo(actor.role, Permission.Staff))
      throw new ForbiddenException(STAFF_ACCOUNTS_ARE_THE_OWNERS);
    return user;
  }
}
