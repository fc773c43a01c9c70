import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Appointment, AppointmentStatus } from '../appointments/index.js';
import { ContactMessage, ContactStatus } from '../contacts/index.js';
import { Order, OrderStatus } from '../orders/index.js';

export interface UnhandledLeadCounts {
  orders: number;
  appointments: number;
  messages: number;
}

/**
 * Requests no one has handled yet, per kind: each in its first status (a new order or message, a pending
 * appointment), spam left out. Read through each lead module's entity and statuses (their index.ts), never
 * their table names.
 */
@Injectable()
export class UnhandledLeadsRepository {
  constructor(private readonly em: EntityManager) {}

  async counts(): Promise<UnhandledLeadCounts> {
    const em = this.em.fork();
    const [orders, appointments, messages] = await Promise.all([
      em.count(Order, { status: OrderStatus.New, spam: false }),
      em.count(Appointment, { status: AppointmentStatus.Pending, spam: false }),
      em.count(ContactMessage, { status: ContactStatus.New, spam: false }),
    ]);
    return { orders, appointments, messages };
  }
}
