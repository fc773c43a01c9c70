import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PhoneNumber } from '../../../common/dto-fields.js';
import { FullName, LeadFormDto, OptionalEmail, RequiredLongText } from '../../leads/index.js';

/** The contact form (spec 1 §2, §3, §5). */
export class CreateContactDto extends LeadFormDto {
  @ApiProperty({ example: 'Ada Lovelace', maxLength: 100 })
  @FullName()
  fullName: string;

  @ApiProperty({ example: '+44 20 7946 0000', description: '10–20 characters: digits, +, -, spaces, parentheses' })
  @PhoneNumber()
  phone: string;

  @ApiPropertyOptional({ example: 'ada@example.com' })
  @OptionalEmail('Please enter a valid email address')
  email?: string;

  @ApiProperty({ maxLength: 2000 })
  @RequiredLongText('Message is required', 2000, 'Message must be less than 2000 characters')
  message: string;
}
