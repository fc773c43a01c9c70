import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  controllers: [AdminUsersController],
  providers: [UsersRepository, UsersService, AdminUsersService],
  exports: [UsersService, UsersRepository],
})
export class UsersModule {}
