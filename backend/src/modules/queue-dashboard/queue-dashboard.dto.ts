import { ApiProperty } from '@nestjs/swagger';

export class QueueDashboardSessionDto {
  @ApiProperty({
    example: '/api/admin/queues?ticket=eyJhbGciOi…',
    description:
      'Open this address in the browser within 60 seconds; the ticket works once and becomes a one-hour dashboard session.',
  })
  url: string;
}
