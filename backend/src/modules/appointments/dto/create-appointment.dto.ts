import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEnum,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { BUDGET_BANDS, BUDGETS } from '../budget-bands.js';
import { ASSISTANCE_TYPES, MeetingMode } from '../entities/appointment.entity.js';
import { FullName, LeadFormDto, OptionalEmail, OptionalText, ShownCurrencyField } from '../../leads/index.js';

/** ISO 8601 date and time with seconds optional and an offset (Z or ±hh:mm). */
export const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** decisions.md: spaces, hyphens, dots, parentheses and a leading + are ignored; 10–15 digits remain. */
export function isAppointmentPhone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const digits = value.replace(/[\s\-.()]/g, '').replace(/^\+/, '');
  return /^\d{10,15}$/.test(digits);
}

const trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** The booking form (spec 1 §2, §3, §5); the hours are checked by AppointmentsService in the shop's zone. */
export class CreateAppointmentDto extends LeadFormDto {
  @FullName()
  fullName: string;

  @OptionalEmail('Invalid email address')
  email?: string;

  @ApiProperty({ example: '+44 (20) 7946-0000', description: 'Without spaces - . ( ) and a leading +: 10–15 digits' })
  @trim()
  @IsNotEmpty({ message: 'Phone number is required' })
  @ValidateBy(
    { name: 'isAppointmentPhone', validator: { validate: isAppointmentPhone } },
    { message: 'Please enter a valid phone number' },
  )
  @MaxLength(30, { message: 'Please enter a valid phone number' })
  phone: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @OptionalText(100, 'City must be less than 100 characters')
  city?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @OptionalText(100, 'State must be less than 100 characters')
  state?: string;

  @ApiProperty({
    example: '2026-12-01T14:00:00+00:00',
    description:
      'ISO 8601 with offset. Judged in the shop’s time zone (GET /api/shop timeZone): at least 1 hour ahead, within the opening hours, not on a closed day.',
  })
  @trim()
  @IsNotEmpty({ message: 'Consultation date and time is required' })
  @IsString({ message: 'Consultation date and time is required' })
  @Matches(ISO_WITH_OFFSET, { message: 'Please enter a valid date and time' })
  consultationDateTime: string;

  @ApiProperty({ enum: ASSISTANCE_TYPES })
  @IsIn(ASSISTANCE_TYPES, { message: 'Please select what we can help you with' })
  assistanceType: string;

  @ApiPropertyOptional({
    enum: MeetingMode,
    enumName: 'MeetingMode',
    default: MeetingMode.Showroom,
    description: 'In the showroom (its address from the settings) or by video (staff send the link)',
  })
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsEnum(MeetingMode, { message: 'Please choose the showroom or a video call' })
  meetingMode?: MeetingMode;

  @ApiPropertyOptional({
    enum: BUDGETS,
    type: Number,
    nullable: true,
    description: `Lower bound of the budget band in dollars: ${BUDGET_BANDS.map((band) => `${band.value} = ${band.label}`).join(', ')}`,
  })
  @Transform(({ value }: { value: unknown }) =>
    value === '' ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  )
  @IsOptional()
  @IsIn(BUDGETS, { message: 'Please select a budget from the list' })
  budget?: number | null;

  @ApiPropertyOptional({ maxLength: 2000 })
  @OptionalText(2000, 'Additional details must be less than 2000 characters')
  additionalDetails?: string;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: 5,
    description: 'The shopper’s shortlist; stored as copies of the products',
  })
  @IsOptional()
  @IsArray({ message: 'Products must be a list' })
  @ArrayMaxSize(5, { message: 'You can add at most 5 products' })
  @IsUUID('all', { each: true, message: 'Product not found' })
  productIds?: string[];

  @ShownCurrencyField()
  currency?: string;
}
