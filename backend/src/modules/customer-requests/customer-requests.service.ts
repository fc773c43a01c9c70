import { Injectable } from '@nestjs/common';
import { CustomerAppointments } from '../appointments/index.js';
import { CustomerMessages } from '../contacts/index.js';
import { CustomerOrders } from '../orders/index.js';
import type { RequestOwner } from '../leads/index.js';
import { CUSTOMER_REQUESTS_LIMIT, type CustomerRequestDto } from './dto/customer-request.dto.js';

/** A customer's order requests, appointments and messages in one list, newest first. */
@Injectable()
export class CustomerRequestsService {
  constructor(
    private readonly orders: CustomerOrders,
    private readonly appointments: CustomerAppointments,
    private readonly messages: CustomerMessages,
  ) {}

  /** The latest CUSTOMER_REQUESTS_LIMIT: each kind answers its latest that many, the merge keeps the newest. */
  async latest(owner: RequestOwner): Promise<CustomerRequestDto[]> {
    const kinds = await Promise.all([
      this.orders.latest(owner, CUSTOMER_REQUESTS_LIMIT),
      this.appointments.latest(owner, CUSTOMER_REQUESTS_LIMIT),
      this.messages.latest(owner, CUSTOMER_REQUESTS_LIMIT),
    ]);
    return kinds
      .flat()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, CUSTOMER_REQUESTS_LIMIT);
  }
}
