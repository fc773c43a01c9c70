import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { isSafeUrl } from '../../../common/safe-url.js';
import { IgnoredOnUpdate } from '../../../common/read-only-fields.js';
import { BUDGET_LABELS, budgetLabel } from '../budget-bands.js';
import { type Appointment, AppointmentStatus, ASSISTANCE_TYPES, MeetingMode } from '../entities/appointment.entity.js';
import { ISO_WITH_OFFSET } from './create-appointment.dto.js';
import { StaffChoice, StaffNotes, LEAD_READ_ONLY, LeadRecordDto, leadRecordFields } from '../../leads/index.js';
import { SupplierOfferSnapshotDto } from '../../catalog/index.js';

const VIDEO_LINK_MAX = 500;

/** A video call's address: a safe link (common/safe-url.ts) over https, so it is private on the way. */
export function isHttpsLink(value: unknown): boolean {
  return isSafeUrl(value) && value.toLowerCase().startsWith('https://');
}

export class AppointmentItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  stockNumber: string | null;

  @ApiProperty({ description: 'The price in US dollars when booked (the sale price when on sale)' })
  price: number;

  @ApiProperty({ description: "The price as the shopper read it, in the appointment's shownCurrency (whole units)" })
  shownPrice: number;

  @ApiProperty({ type: String, nullable: true })
  image: string | null;

  @ApiProperty({
    type: SupplierOfferSnapshotDto,
    nullable: true,
    description: 'The supplier’s offer the product showed when booked, as it was then; null for the shop’s own pieces',
  })
  supplierOffer: SupplierOfferSnapshotDto | null;
}

/** An appointment as staff see it. */
export class AppointmentDto extends LeadRecordDto {
  @ApiProperty({ type: String, nullable: true })
  city: string | null;

  @ApiProperty({ type: String, nullable: true })
  state: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  consultationDateTime: Date;

  @ApiProperty({ enum: ASSISTANCE_TYPES })
  assistanceType: string;

  @ApiProperty({ type: Number, nullable: true, description: 'Lower bound of the band; null: not specified' })
  budget: number | null;

  @ApiProperty({ enum: BUDGET_LABELS, enumName: 'BudgetLabel', description: 'The band as the booking form names it' })
  budgetLabel: string;

  @ApiProperty({ type: String, nullable: true })
  additionalDetails: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ enum: AppointmentStatus, enumName: 'AppointmentStatus' })
  status: AppointmentStatus;

  @ApiProperty({ type: [AppointmentItemDto] })
  items: AppointmentItemDto[];

  @ApiProperty({
    example: 'GBP',
    description: 'The currency the shopper read the prices in: USD or a display currency',
  })
  shownCurrency: string;

  @ApiProperty({ example: 0.79, description: 'Units of shownCurrency per US dollar when booked (1 for USD)' })
  shownRate: number;

  @ApiProperty({ enum: MeetingMode, enumName: 'MeetingMode' })
  meetingMode: MeetingMode;

  @ApiProperty({ type: String, nullable: true, description: 'The video call’s https address, once staff add it' })
  videoLink: string | null;

  static from(appointment: Appointment): AppointmentDto {
    return {
      ...leadRecordFields(appointment),
      city: appointment.city ?? null,
      state: appointment.state ?? null,
      consultationDateTime: appointment.consultationDateTime,
      assistanceType: appointment.assistanceType,
      budget: appointment.budget ?? null,
      budgetLabel: budgetLabel(appointment.budget),
      additionalDetails: appointment.additionalDetails ?? null,
      notes: appointment.notes ?? null,
      status: appointment.status,
      meetingMode: appointment.meetingMode,
      videoLink: appointment.videoLink ?? null,
      shownCurrency: appointment.shownCurrency,
      shownRate: appointment.shownRate,
      items: appointment.items.map((item) => ({
        id: item.id,
        name: item.name,
        stockNumber: item.stockNumber,
        price: item.price,
        // Items booked before issue 29 were shown in US dollars.
        shownPrice: item.shownPrice ?? item.price,
        image: item.image,
        supplierOffer: item.supplierOffer ?? null,
      })),
    };
  }
}

@IgnoredOnUpdate(AppointmentDto, [
  ...LEAD_READ_ONLY,
  'city',
  'state',
  'assistanceType',
  'budget',
  'budgetLabel',
  'additionalDetails',
  'items',
  'shownCurrency',
  'shownRate',
  'meetingMode',
])
export class UpdateAppointmentDto {
  @StaffChoice(AppointmentStatus, 'AppointmentStatus', 'Status')
  status?: AppointmentStatus;

  @StaffNotes()
  notes?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description:
      'A new time (reschedule), ISO 8601 with offset, judged like a booking: the shop’s hours and notice. The same time as stored changes nothing.',
  })
  @IsOptional()
  @IsString({ message: 'Please enter a valid date and time' })
  @Matches(ISO_WITH_OFFSET, { message: 'Please enter a valid date and time' })
  consultationDateTime?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: VIDEO_LINK_MAX,
    description: 'The video call’s https address (video consultations only); empty or null removes it',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @ValidateBy(
    { name: 'isHttpsLink', validator: { validate: isHttpsLink } },
    { message: 'The video link must be an https:// address' },
  )
  @MaxLength(VIDEO_LINK_MAX, { message: `The video link must be less than ${VIDEO_LINK_MAX} characters` })
  videoLink?: string | null;
}
