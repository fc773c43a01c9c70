import { ApiProperty } from '@nestjs/swagger';
import { AppointmentStatus } from '../../appointments/index.js';
import { ContactStatus } from '../../contacts/index.js';
import { type CustomerRequest, CustomerRequestKind } from '../../leads/index.js';
import { OrderStatus } from '../../orders/index.js';

/** The most requests one answer lists: the latest ones. */
export const CUSTOMER_REQUESTS_LIMIT = 50;

/** Every status a request can have, as staff set it on its kind. */
const STATUSES = [
  ...new Set<string>([
    ...Object.values(OrderStatus),
    ...Object.values(AppointmentStatus),
    ...Object.values(ContactStatus),
  ]),
];

/** One of a customer's own requests, as their My Account lists it. */
export class CustomerRequestDto implements CustomerRequest {
  @ApiProperty({ enum: CustomerRequestKind, enumName: 'CustomerRequestKind' })
  kind: CustomerRequestKind;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'LJ-7K4M9P', description: 'What the customer quotes to the shop' })
  reference: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'When it was sent' })
  createdAt: Date;

  @ApiProperty({
    enum: STATUSES,
    enumName: 'CustomerRequestStatus',
    description:
      'As staff set it. Orders: new, contacted, processing, completed, cancelled; appointments: pending, confirmed, cancelled, completed; messages: new, read, replied, resolved.',
  })
  status: string;

  @ApiProperty({
    example: 'Oval 1.20 ct Lab-Grown Diamond (LG-1042)',
    description:
      'Orders: product name and stock number; appointments: consultation type and time (shop time zone); messages: the first words',
  })
  summary: string;
}

export class CustomerRequestsDto {
  @ApiProperty({
    type: [CustomerRequestDto],
    description: `Newest first; the latest ${CUSTOMER_REQUESTS_LIMIT} at most`,
  })
  data: CustomerRequestDto[];

  @ApiProperty({
    description:
      'Whether the account’s e-mail address is confirmed: until it is, requests sent with it without signing in are not listed (POST /api/account/email-proof sends the link)',
  })
  emailConfirmed: boolean;
}
