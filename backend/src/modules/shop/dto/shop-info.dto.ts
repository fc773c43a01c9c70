import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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

  @ApiProperty({ example: 'EC1N 8AN' })
  postcode: string;

  @ApiProperty({ example: 'United Kingdom' })
  country: string;
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
}
