import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DisplayCurrencyCode, ShopLocale } from '../shop-money.js';

export enum Weekday {
  Monday = 'monday',
  Tuesday = 'tuesday',
  Wednesday = 'wednesday',
  Thursday = 'thursday',
  Friday = 'friday',
  Saturday = 'saturday',
  Sunday = 'sunday',
}

export class OpeningHoursDto {
  @ApiProperty({ enum: Weekday, enumName: 'Weekday' })
  day: Weekday;

  @ApiPropertyOptional({ example: '10:30', description: 'Local time in the shop time zone, HH:mm' })
  open?: string;

  @ApiPropertyOptional({ example: '18:30' })
  close?: string;

  @ApiPropertyOptional({ description: 'Closed all day (open and close are absent)' })
  closed?: boolean;
}

export class ShopAddressDto {
  @ApiProperty({ example: '12 Hatton Garden' })
  line1: string;

  @ApiPropertyOptional({ example: 'Second floor', description: 'Absent when the address has one line' })
  line2?: string;

  @ApiProperty({ example: 'London' })
  city: string;

  @ApiPropertyOptional({
    example: 'Greater London',
    description: "County, state or province (labelled for the shop's country); absent when not given",
  })
  region?: string;

  @ApiProperty({ example: 'EC1N 8AN' })
  postcode: string;

  @ApiProperty({ example: 'United Kingdom' })
  country: string;
}

export class DisplayCurrencyDto {
  @ApiProperty({ enum: DisplayCurrencyCode, enumName: 'DisplayCurrencyCode', example: DisplayCurrencyCode.GBP })
  code: DisplayCurrencyCode;

  @ApiProperty({ example: 0.79, description: 'Units of this currency for 1 USD (positive, at most 6 decimals)' })
  rate: number;

  @ApiProperty({ format: 'date-time', description: 'When staff set this rate' })
  rateSetAt: string;

  @ApiProperty({
    type: [String],
    example: ['en-GB'],
    description: "Browser languages (BCP 47) for which this currency is the shopper's default",
  })
  languages: string[];
}

export class ShopInfoDto {
  @ApiProperty({ example: 'Lumen Jewelers' })
  name: string;

  @ApiProperty({ example: '+44 20 7946 0958' })
  phone: string;

  @ApiProperty({ example: 'hello@lumenjewelers.example' })
  email: string;

  @ApiProperty()
  address: ShopAddressDto;

  @ApiProperty({ example: 'Europe/London', description: 'IANA zone in which opening and booking hours are meant' })
  timeZone: string;

  @ApiProperty({ type: [OpeningHoursDto], description: 'Monday first, one entry per weekday' })
  openingHours: OpeningHoursDto[];

  @ApiProperty({ example: 60, description: 'Minutes a consultation must be booked ahead (0–10080)' })
  bookingNoticeMinutes: number;

  @ApiProperty({
    example: 'within one working day',
    description: 'When the shop gets in touch about a request ("We will contact you within one working day")',
  })
  replyTime: string;

  @ApiProperty({
    type: [DisplayCurrencyDto],
    description:
      'Currencies shoppers may read prices in besides the shop’s own USD. A shown price is the USD price × rate, rounded to whole units; every stored price stays in USD.',
  })
  currencies: DisplayCurrencyDto[];

  @ApiProperty({
    enum: ShopLocale,
    enumName: 'ShopLocale',
    example: ShopLocale.EnUS,
    description: 'How dates and numbers are written',
  })
  locale: ShopLocale;

  @ApiProperty({ example: 30, description: 'Days a piece may be returned or exchanged' })
  returnDays: number;

  @ApiProperty({ example: 'Free worldwide shipping, insured and tracked' })
  shippingPromise: string;
}
