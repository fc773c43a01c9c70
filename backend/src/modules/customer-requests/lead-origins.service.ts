import { Injectable } from '@nestjs/common';
import { AppointmentActivity } from '../appointments/index.js';
import { MessageActivity } from '../contacts/index.js';
import { byCodePoint } from '../leads/index.js';
import { OrderActivity } from '../orders/index.js';

@Injectable()
export class LeadOriginsService {
  constructor(
    private readonly orders: OrderActivity,
    private readonly appointments: AppointmentActivity,
    private readonly messages: MessageActivity,
  ) {}

  /**
   * The distinct partner origins of all leads, in code-point order (PostgreSQL's collation "C", so the
   * order does not depend on the database's locale). Spam is left out: its Origin header is whatever a
   * bot sent, and the staff menu would fill with junk no list shows by default. A partner page may have
   * sent any kind of lead.
   */
  async list(): Promise<string[]> {
    const kinds = await Promise.all([this.orders.origins(), this.appointments.origins(), this.messages.origins()]);
    return [...new Set(kinds.flat())].sort(byCodePoint);
  }
}
