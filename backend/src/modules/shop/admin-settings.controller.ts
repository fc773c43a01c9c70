import { Body, Controller, Get, Put, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { ApiError } from '../../common/api-error.js';
import { SettingsAuditEntryDto, ShopSettingsDto, ShopSettingsInputDto } from './dto/shop-settings.dto.js';
import { ShopSettingsService } from './shop-settings.service.js';
import type { AuthenticatedRequest } from '../users/index.js';
import { Permission, Requires } from '../../common/staff-permissions.js';

const VALIDATION =
  'Every problem at once in `errors`, keyed by the field’s path: name, phone, email, address.line1, address.city, address.postcode, ' +
  'address.country, openingHours (the list as a whole), openingHours.<weekday>.open / .close, timeZone, bookingNoticeMinutes, leadNotifyEmails.<index>.';

@ApiTags('Staff: shop settings')
@ApiBearerAuth()
@Requires(Permission.Settings)
@Controller('admin/settings')
export class AdminSettingsController {
  constructor(private readonly settings: ShopSettingsService) {}

  @Get()
  @ApiOperation({
    summary: 'The shop’s settings',
    description: 'The spec’s defaults (with SHOP_TIME_ZONE and LEAD_NOTIFY_EMAILS) until staff first save.',
  })
  @ApiOkResponse({ type: ShopSettingsDto })
  getSettings(): Promise<ShopSettingsDto> {
    return this.settings.get();
  }

  @Put()
  @ApiOperation({
    summary: 'Replace the shop’s settings',
    description:
      'The whole document; updatedAt and updatedBy may be sent back and are ignored. Writes an audit entry (who, when, each changed field before and after). ' +
      'GET /api/shop, booking validation and lead e-mails follow within seconds, in every API process, without a restart.',
  })
  @ApiBody({ type: ShopSettingsInputDto })
  @ApiOkResponse({ type: ShopSettingsDto })
  @ApiBadRequestResponse({ type: ApiError, description: VALIDATION })
  saveSettings(@Req() request: AuthenticatedRequest, @Body() body: unknown): Promise<ShopSettingsDto> {
    return this.settings.save(request.user!, body);
  }

  @Get('history')
  @ApiOperation({ summary: 'Who changed the settings and what, newest first' })
  @ApiQuery({ name: 'limit', required: false, description: '1–200, default 50' })
  @ApiOkResponse({ type: [SettingsAuditEntryDto] })
  getHistory(@Query('limit') limit?: string): Promise<SettingsAuditEntryDto[]> {
    const count = Number(limit ?? 50);
    return this.settings.history(Number.isInteger(count) ? Math.min(Math.max(count, 1), 200) : 50);
  }
}
