import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DisplayCurrencyDto, OpeningHoursDto, ShopAddressDto } from './shop-info.dto.js';
import { ShopLocale } from '../shop-money.js';

/** What staff edit (PUT /api/admin/settings replaces the whole document). */
export class ShopSettingsInputDto {
  @ApiProperty({ example: 'Lumen Jewelers', maxLength: 100 })
  name: string;

  @ApiProperty({ example: '+44 20 7946 0958', description: 'Digits, spaces, + ( ) . -; at least 7 digits' })
  phone: string;

  @ApiProperty({ example: 'hello@lumenjewelers.example' })
  email: string;

  @ApiProperty({ description: 'line1, city, postcode and country required; line2 optional' })
  address: ShopAddressDto;

  @ApiProperty({
    type: [OpeningHoursDto],
    description:
      'Exactly one entry per weekday: { day, open, close } with 24-hour HH:MM times, close after open, or { day, closed: true }',
  })
  openingHours: OpeningHoursDto[];

  @ApiProperty({
    example: 'Europe/London',
    description: 'An IANA time zone; the opening hours and bookings are meant in it',
  })
  timeZone: string;

  @ApiProperty({ example: 60, minimum: 0, maximum: 10080, description: 'Minutes a consultation must be booked ahead' })
  bookingNoticeMinutes: number;

  @ApiPropertyOptional({
    type: [String],
    example: ['bookings@lumenjewelers.example'],
    description: 'Who receives a mail per new lead (at most 20); empty: the shop’s e-mail. Absent: empty.',
  })
  leadNotifyEmails?: string[];

  @ApiPropertyOptional({
    example: 'within one working day',
    maxLength: 80,
    description:
      'When the shop gets in touch about a request, as shoppers read it after "We will contact you" (order dialog, confirmation e-mails). Absent: within one working day.',
  })
  replyTime?: string;

  @ApiPropertyOptional({
    type: [DisplayCurrencyDto],
    description:
      'Display currencies, each once, with its rate per USD; rateSetAt optional (absent or unchanged: kept while the rate is the same, else now). Absent: none.',
  })
  currencies?: DisplayCurrencyDto[];

  @ApiPropertyOptional({ enum: ShopLocale, enumName: 'ShopLocale', description: 'Absent: en-US' })
  locale?: ShopLocale;

  @ApiPropertyOptional({ example: 30, minimum: 0, maximum: 365, description: 'Absent: 30' })
  returnDays?: number;

  @ApiPropertyOptional({ example: 'Free worldwide shipping, insured and tracked', maxLength: 120 })
  shippingPromise?: string;
}

export class SettingsEditorDto {
  @ApiProperty({ example: 'Demo Admin' })
  name: string;

  @ApiProperty({ example: 'admin@lumenjewelers.example' })
  email: string;
}

export class ShopSettingsDto extends ShopSettingsInputDto {
  @ApiProperty({ type: [String] })
  declare leadNotifyEmails: string[];

  @ApiProperty({ example: 'within one working day' })
  declare replyTime: string;

  @ApiProperty({ type: [DisplayCurrencyDto] })
  declare currencies: DisplayCurrencyDto[];

  @ApiProperty({ enum: ShopLocale, enumName: 'ShopLocale' })
  declare locale: ShopLocale;

  @ApiProperty({ example: 30 })
  declare returnDays: number;

  @ApiProperty({ example: 'Free worldwide shipping, insured and tracked' })
  declare shippingPromise: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Null while the defaults apply (never saved)',
  })
  updatedAt: string | null;

  @ApiProperty({ type: SettingsEditorDto, nullable: true })
  updatedBy: SettingsEditorDto | null;
}

export class SettingsChangeDto {
  @ApiProperty({
    example: 'openingHours.saturday',
    description: "A field's path: name, address.city, openingHours.<weekday>, leadNotifyEmails …",
  })
  field: string;

  @ApiProperty({ description: 'The value before (null when absent)', example: { open: '10:30', close: '17:30' } })
  before: unknown;

  @ApiProperty({ description: 'The value after (null when absent)', example: { open: '10:30', close: '16:00' } })
  after: unknown;
}

export class SettingsAuditEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: SettingsEditorDto, nullable: true })
  actor: SettingsEditorDto | null;

  @ApiProperty({ type: [SettingsChangeDto], description: 'Empty when the save changed nothing' })
  changes: SettingsChangeDto[];
}
