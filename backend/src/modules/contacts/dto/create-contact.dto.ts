import { ApiProperty } from '@nestjs/swagger';
import { FullName, LeadFormDto, LeadPhone, OptionalEmail, RequiredLongText } from '../../leads/index.js';

/** The contact form (spec 1 §2, §3, §5). */
export class CreateContactDto extends LeadFormDto {
  @FullName()
  fullName: string;

  @LeadPhone()
  phone: string;

  @OptionalEmail('Please enter a valid email address')
  email?: string;

  @ApiProperty({ maxLength: 2000 })
  @RequiredLongText('Message is required', 2000, 'Message must be less than 2000 characters')
  message: string;
}
