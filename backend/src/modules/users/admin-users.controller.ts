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
import { ListQueryDto, parseListQuery, setContentRange } from '../../common/list-query.js';
import { AdminUsersService } from './admin-users.service.js';
import { CreateAdminDto, UpdateUserDto } from './dto/admin-user.dto.js';
import { UserDto } from './dto/user.dto.js';
import { USER_SORT } from './users.repository.js';
import type { AuthenticatedRequest } from './request-account.js';

@ApiTags('Staff: users')
@ApiBearerAuth()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({
    summary: 'List customers and staff',
    description: 'Filter keys: q (name, username, e-mail), role, isDisabled, id (list).',
  })
  @ApiOkResponse({ type: [UserDto], description: 'Header Content-Range: users <first>-<last>/<total>' })
  @ApiBadRequestResponse({ type: ApiError })
  async listUsers(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<UserDto[]> {
    const list = parseListQuery(query, { sortable: USER_SORT, defaultSort: ['createdAt', 'DESC'] });
    const { items, total } = await this.users.list(list);
    setContentRange(response, 'users', list.offset, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ type: ApiError })
  getUser(@Param('id') id: string): Promise<UserDto> {
    return this.users.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create an administrator' })
  @ApiCreatedResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ApiError, description: 'All fields are required; Passwords do not match' })
  @ApiConflictResponse({ type: ApiError, description: 'An account with this email already exists' })
  createAdmin(@Body() body: CreateAdminDto): Promise<UserDto> {
    return this.users.createAdmin(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Disable or enable a user', description: 'A disabled user’s sessions end at once.' })
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ type: ApiError })
  @ApiConflictResponse({ type: ApiError, description: 'Yourself, or the last administrator' })
  updateUser(
    @Req() request: AuthenticatedRequest,
    @Param('id') id: string,
    @Body() body: UpdateUserDto,
  ): Promise<UserDto> {
    return this.users.setDisabled(request.user!, id, body.isDisabled);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a user' })
  @ApiOkResponse({ type: UserDto, description: 'The deleted user' })
  @ApiNotFoundResponse({ type: ApiError })
  @ApiConflictResponse({ type: ApiError, description: 'Yourself, or the last administrator' })
  deleteUser(@Req() request: AuthenticatedRequest, @Param('id') id: string): Promise<UserDto> {
    return this.users.delete(request.user!, id);
  }
}
