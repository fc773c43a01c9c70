import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { UsersService } from './users.service.js';

@Module({ controllers: [AdminUsersController], providers: [UsersService, AdminUsersService], exports: [UsersService] })
export class UsersModule {}
