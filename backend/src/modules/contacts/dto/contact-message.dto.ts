import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { StaffNotes } from '../../leads/lead-fields.js';
import { LeadSource } from '../../leads/lead-source.js';
import { type ContactMessage, ContactStatus } from '../entities/contact-message.entity.js';

/** A contact message as staff see it. */
export class ContactMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  fullName: string;

  @ApiProperty()
  phone: string;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty()
  message: string;

  @ApiProperty({ enum: ContactStatus, enumName: 'ContactStatus' })
  status: ContactStatus;

  @ApiProperty({ type: String, nullable: true })
  adminNotes: string | null;

  @ApiProperty({ enum: LeadSource, enumName: 'LeadSource' })
  source: LeadSource;

  @ApiProperty({ type: String, nullable: true })
  sourceOrigin: string | null;

  @ApiProperty()
  spam: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  static from(contact: ContactMessage): ContactMessageDto {
    return {
      id: contact.id,
      fullName: contact.fullName,
      phone: contact.phone,
      email: contact.email ?? null,
      message: contact.message,
      status: contact.status,
      adminNotes: contact.adminNotes ?? null,
      source: contact.source,
      sourceOrigin: contact.sourceOrigin ?? null,
      spam: contact.spam,
      createdAt: contact.createdAt,
    };
  }
}

export class UpdateContactDto {
  @ApiPropertyOptional({ enum: ContactStatus, enumName: 'ContactStatus' })
  @IsOptional()
  @IsEnum(ContactStatus, { message: `Status must be one of ${Object.values(ContactStatus).join(', ')}` })
  status?: ContactStatus;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @StaffNotes(5000, 'Notes must be less than 5000 characters')
  adminNotes?: string | null;
}
