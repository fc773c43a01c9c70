import { ApiProperty } from '@nestjs/swagger';

/** The answer to a public lead form: the spec's thank-you sentence, the new record's id and its reference. */
export class LeadCreatedDto {
  @ApiProperty({ example: 'Thank you for contacting us! We will get back to you soon.' })
  message: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    example: 'LJ-7K4M9P',
    description: 'What the customer quotes; shown in every e-mail and in My Account',
  })
  reference: string;
}
