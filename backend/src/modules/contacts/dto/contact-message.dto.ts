import { ApiProperty } from '@nestjs/swagger';
import { IgnoredOnUpdate } from '../../../common/read-only-fields.js';
import { type ContactMessage, ContactStatus } from '../entities/contact-message.entity.js';
import { StaffChoice, StaffNotes, LEAD_READ_ONLY, LeadRecordDto, leadRecordFields } from '../../leads/index.js';

/** A contact message as staff see it. */
export class ContactMessageDto extends LeadRecordDto {
  @ApiProperty()
  message: string;

  @ApiProperty({ enum: ContactStatus, enumName: 'ContactStatus' })
  status: ContactStatus;

  @ApiProperty({ type: String, nullable: true })
  adminNotes: string | null;

  static from(contact: ContactMessage): ContactMessageDto {
    return {
      ...leadRecordFields(contact),
      message: contact.message,
      status: contact.status,
      adminNotes: contact.adminNotes ?? null,
    };
  }
}

@IgnoredOnUpdate(ContactMessageDto, [...LEAD_READ_ONLY, 'message'])
export class UpdateContactDto {
  @StaffChoice(ContactStatus, 'ContactStatus', 'Status')
  status?: ContactStatus;

  @StaffNotes()
  adminNotes?: string | null;
}
