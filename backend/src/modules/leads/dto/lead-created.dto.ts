import { ApiProperty } from '@nestjs/swagger';

/** The answer to a public lead form: the spec's thank-you sentence and the new record's id. */
export class LeadCreatedDto {
  @ApiProperty({ example: 'Thank you for contacting us! We will get back to you soon.' })
  message: string;

  @ApiProperty({ format: 'uuid' })
  id: string;
}
