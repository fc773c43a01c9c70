import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  HttpCode,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/api-error.js';
import { setAttachment } from '../../common/content-disposition.js';
import { SignedIn } from '../auth/index.js';
import { type AuthenticatedRequest, UsersService } from '../users/index.js';
import { DeleteAccountDto, PersonalDataDto } from './dto/privacy.dto.js';
import { PrivacyService } from './privacy.service.js';

const STAFF_ACCOUNTS = 'A staff account is removed by an Owner on User Management';

@ApiTags('Customer accounts')
@ApiBearerAuth()
@SignedIn()
@Controller('account')
export class AccountPrivacyController {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly users: UsersService,
  ) {}

  @Get('data')
  @ApiOperation({
    summary: 'Download everything the shop holds about me (JSON)',
    description:
      'The account, the order requests, appointments and messages sent with it (and, once its address is proven, those ' +
      'sent with that address without signing in), reviews quoting those orders, and the consents given (GDPR articles 15 and 20).',
  })
  @ApiOkResponse({ type: PersonalDataDto, description: 'A download: my-data-<YYYY-MM-DD>.json' })
  @ApiUnauthorizedResponse({ type: ApiError })
  @ApiForbiddenResponse({ type: ApiError, description: STAFF_ACCOUNTS })
  async downloadMyData(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PersonalDataDto> {
    const user = request.user!;
    if (user.isStaff) throw new ForbiddenException(STAFF_ACCOUNTS);
    const data = await this.privacy.export(this.privacy.ofAccount(user));
    setAttachment(response, `my-data-${data.exportedAt.slice(0, 10)}.json`, 'application/json; charset=utf-8');
    return data;
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete my account',
    description:
      'With the password, to confirm. The account and its sessions go; in its requests the name, e-mail, phone and ' +
      'message are erased while the request stays for the shop’s records (an order’s product, price and dates); their ' +
      'e-mails are removed (GDPR article 17).',
  })
  @ApiNoContentResponse({ description: 'Deleted: every token of the account answers 401 from now on' })
  @ApiUnauthorizedResponse({ type: ApiError, description: 'Not signed in, or the password is wrong' })
  @ApiForbiddenResponse({ type: ApiError, description: STAFF_ACCOUNTS })
  async deleteMyAccount(@Req() request: AuthenticatedRequest, @Body() body: DeleteAccountDto): Promise<void> {
    const user = request.user!;
    if (user.isStaff) throw new ForbiddenException(STAFF_ACCOUNTS);
    if (!(await this.users.findByCredentials(user.email, body.password)))
      throw new UnauthorizedException({ message: 'That password is not right', errors: { password: 'not right' } });
    await this.privacy.erase(this.privacy.ofAccount(user));
  }
}
