import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { StaffNotes } from '../../leads/lead-fields.js';
import { LeadSource } from '../../leads/lead-source.js';
import { type Appointment, AppointmentStatus, ASSISTANCE_TYPES } from '../entities/appointment.entity.js';

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
}

/** An appointment as staff see it. */
export class AppointmentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  fullName: string;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty()
  phone: string;

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

  @ApiProperty({ type: String, nullable: true })
  additionalDetails: string | null;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ enum: AppointmentStatus, enumName: 'AppointmentStatus' })
  status: AppointmentStatus;

  @ApiProperty({ type: [AppointmentItemDto] })
  items: AppointmentItemDto[];

  @ApiProperty({ enum: LeadSource, enumName: 'LeadSource' })
  source: LeadSource;

  @ApiProperty({ type: String, nullable: true })
  sourceOrigin: string | null;

  @ApiProperty()
  spam: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  static from(appointment: Appointment): AppointmentDto {
    return {
      id: appointment.id,
      fullName: appointment.fullName,
      email: appointment.email ?? null,
      phone: appointment.phone,
      city: appointment.city ?? null,
      state: appointment.state ?? null,
      consultationDateTime: appointment.consultationDateTime,
      assistanceType: appointment.assistanceType,
      budget: appointment.budget ?? null,
      additionalDetails: appointment.additionalDetails ?? null,
      notes: appointment.notes ?? null,
      status: appointment.status,
      items: appointment.items,
      source: appointment.source,
      sourceOrigin: appointment.sourceOrigin ?? null,
      spam: appointment.spam,
      createdAt: appointment.createdAt,
    };
  }
}

export class UpdateAppointmentDto {
  @ApiPropertyOptional({ enum: AppointmentStatus, enumName: 'AppointmentStatus' })
  @IsOptional()
  @IsEnum(AppointmentStatus, { message: `Status must be one of ${Object.values(AppointmentStatus).join(', ')}` })
  status?: AppointmentStatus;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @StaffNotes(5000, 'Notes must be less than 5000 characters')
  notes?: string | null;
}
