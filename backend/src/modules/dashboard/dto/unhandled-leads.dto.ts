import { ApiProperty } from '@nestjs/swagger';

/** Requests waiting for staff, as the console's menu counts them; spam never counts. */
export class UnhandledLeadsDto {
  @ApiProperty({ example: 3, description: "Orders in status 'new'" }) orders: number;
  @ApiProperty({ example: 2, description: "Appointments in status 'pending' (an appointment's first status)" })
  appointments: number;
  @ApiProperty({ example: 1, description: "Contact messages in status 'new'" }) messages: number;
}
