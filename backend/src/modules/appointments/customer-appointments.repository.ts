import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CustomerRequest, CustomerRequestKind, requestsOf, type RequestOwner } from '../leads/index.js';
import { Appointment } from './entities/appointment.entity.js';
import { formatShopTime } from '../../common/time/index.js';
import { ShopService } from '../shop/index.js';

/** A customer's own bookings, for their account (spam left out, as staff lists leave it out). */
@Injectable()
export class CustomerAppointments {
  constructor(
    private readonly em: EntityManager,
    private readonly shop: ShopService,
  ) {}

  async latest(owner: RequestOwner, limit: number): Promise<CustomerRequest[]> {
    const [appointments, { timeZone, locale }] = await Promise.all([
      this.em.fork().find(
        Appointment,
        { ...requestsOf(owner), spam: false },
        {
          fields: ['id', 'reference', 'createdAt', 'status', 'assistanceType', 'consultationDateTime'],
          orderBy: { createdAt: 'DESC', id: 'ASC' },
          limit,
        },
      ),
      this.shop.settings(),
    ]);
    return appointments.map((appointment) => ({
      kind: CustomerRequestKind.Appointment,
      id: appointment.id,
      reference: appointment.reference,
      createdAt: appointment.createdAt,
      status: appointment.status,
      // The time as the confirmation e-mail wrote it: on the shop's clock, in the shop's locale.
      summary: `${appointment.assistanceType} consultation, ${formatShopTime(appointment.consultationDateTime, timeZone, locale)}`,
    }));
  }
}
