import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import { Permission, Requires } from '../../common/staff-permissions.js';
import { ListQueryDto, parseListQuery, setContentRange } from '../../common/list-query.js';
import { AdminUsersService } from './admin-users.service.js';
import { CreateAdminDto, UpdateUserDto } from './dto/admin-user.dto.js';
import { UserDto } from './dto/user.dto.js';
import { USER_SORT } from './users.repository.js';
import type { AuthenticatedRequest } from './request-account.js';

@ApiTags('Staff: users')
@ApiBearerAuth()
@Controller('admin/users')
@Requires(Permission.Customers)
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({
    summary: 'List customers and staff',
    description:
      'Filter keys: q (name, username, e-mail), role (a role, or `staff` for every staff role), isDisabled, id (list). ' +
      'Staff accounts are listed only to Owners (staff:manage); others see customers.',
  })
  @ApiOkResponse({ type: [UserDto], description: 'Header Content-Range: users <first>-<last>/<total>' })
  @ApiBadRequestResponse({ type: ApiError })
  async listUsers(
    @Req() request: AuthenticatedRequest,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserDto[]> {
    const list = parseListQuery(query, { sortable: USER_SORT, defaultSort: ['createdAt', 'DESC'] });
    const { items, total } = await this.users.list(request.user!, list);
    setContentRange(response, 'users', list.offset, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user', description: 'A staff account only to Owners, or to its own holder.' })
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ type: ApiError })
  getUser(@Req() request: AuthenticatedRequest, @Param('id') id: string): Promise<UserDto> {
    return this.users.get(request.user!, id);
  }

  @Post()
  @Requires(Permission.Staff)
  @ApiOperation({
    summary: 'Create a staff account',
    description: 'With its role: owner, manager, sales or catalogue.',
  })
  @ApiCreatedResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ApiError, description: 'All fields are required; Passwords do not match' })
  @ApiConflictResponse({ type: ApiError, description: 'An account with this email already exists' })
  createAdmin(@Body() body: CreateAdminDto): Promise<UserDto> {
    return this.users.createAdmin(body);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Disable or enable a user, or change a staff member’s role',
    description:
      'A disabled user’s sessions end at once. Staff accounts and roles are the Owners’ (staff:manage); ' +
      'customers stay customers.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ApiError, description: 'A role for a customer, or a customer role for staff' })
  @ApiNotFoundResponse({ type: ApiError })
  @ApiConflictResponse({ type: ApiError, description: 'Yourself, or the last Owner' })
  updateUser(
    @Req() request: AuthenticatedRequest,
    @Param('id') id: string,
    @Body() body: UpdateUserDto,
  ): Promise<UserDto> {
    return this.users.update(request.user!, id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a user', description: 'A staff account only by an Owner.' })
  @ApiOkResponse({ type: UserDto, description: 'The deleted user' })
  @ApiNotFoundResponse({ type: ApiError })
  @ApiConflictResponse({ type: ApiError, description: 'Yourself, or the last Owner' })
  deleteUser(@Req() request: AuthenticatedRequest, @Param('id') id: string): Promise<UserDto> {
    return this.users.delete(request.user!, id);
  }
}
