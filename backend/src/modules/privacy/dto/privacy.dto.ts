import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Whom staff look for: an e-mail address, a phone number, or both (at least one). */
export class PersonQueryDto {
  @ApiPropertyOptional({ example: 'ada@example.com', description: 'Any spelling: compared normalised' })
  @IsOptional()
  @IsString({ message: 'email must be text' })
  @MaxLength(254, { message: 'email is too long' })
  email?: string;

  @ApiPropertyOptional({
    example: '+44 20 7946 0000',
    description: 'Compared by its digits, however it was typed (at least 6)',
  })
  @IsOptional()
  @IsString({ message: 'phone must be text' })
  @MaxLength(40, { message: 'phone is too long' })
  phone?: string;
}

export class DeleteAccountDto {
  @ApiProperty({ format: 'password', description: 'The account’s password, to confirm' })
  @IsString({ message: 'Please enter your password' })
  password: string;
}

const RECORDS = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;

/** Everything the shop holds about a person (GDPR articles 15 and 20), as JSON. */
export class PersonalDataDto {
  @ApiProperty({ type: String, format: 'date-time' }) exportedAt: string;
  @ApiProperty({ ...RECORDS, description: 'Their customer accounts (never a password)' })
  accounts: Record<string, unknown>[];
  @ApiProperty({ ...RECORDS, description: 'Order requests, with the product and prices as asked' })
  orders: Record<string, unknown>[];
  @ApiProperty({ ...RECORDS }) appointments: Record<string, unknown>[];
  @ApiProperty({ ...RECORDS, description: 'Contact messages' }) messages: Record<string, unknown>[];
  @ApiProperty({ ...RECORDS, description: 'Reviews quoting one of their orders' }) reviews: Record<string, unknown>[];
  @ApiProperty({
    ...RECORDS,
    description:
      'What they agreed to: the shop sets only necessary cookies and sends no marketing, so the one consent kept is an ' +
      'account’s proven address, which links the guest requests sent with it',
  })
  consents: Record<string, unknown>[];
}

/** What a search found (no personal data: staff see it in the export). */
export class PersonFoundDto {
  @ApiProperty() accounts: number;
  @ApiProperty({ description: 'How many staff accounts match: those are removed on User Management, not here' })
  staffAccounts: number;
  @ApiProperty() orders: number;
  @ApiProperty() appointments: number;
  @ApiProperty() messages: number;
  @ApiProperty() reviews: number;
}
