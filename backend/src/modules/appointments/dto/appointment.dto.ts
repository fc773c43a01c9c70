import { ApiProperty } from '@nestjs/swagger';
import { IgnoredOnUpdate } from '../../../common/read-only-fields.js';
import { BUDGET_LABELS, budgetLabel } from '../budget-bands.js';
import { type Appointment, AppointmentStatus, ASSISTANCE_TYPES } from '../entities/appointment.entity.js';
import { StaffChoice, StaffNotes, LEAD_READ_ONLY, LeadRecordDto, leadRecordFields } from '../../leads/index.js';
import { SupplierOfferSnapshotDto } from '../../catalog/index.js';

export class AppointmentItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  stockNumber: string | null;

  @ApiProperty()
  price: number;

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
      items: appointment.items.map((item) => ({
        id: item.id,
        name: item.name,
        stockNumber: item.stockNumber,
        price: item.price,
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
  'consultationDateTime',
  'assistanceType',
  'budget',
  'budgetLabel',
  'additionalDetails',
  'items',
])
export class UpdateAppointmentDto {
  @StaffChoice(AppointmentStatus, 'AppointmentStatus', 'Status')
  status?: AppointmentStatus;

  @StaffNotes()
  notes?: string | null;
}
