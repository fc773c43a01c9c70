import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ERASED_NAME, LeadPersonalData } from '../leads/index.js';
import { Order } from './entities/order.entity.js';

/** Orders' personal data: erasing keeps the product, its prices, the status and the dates. */
@Injectable()
export class OrderPersonalData extends LeadPersonalData<Order> {
  constructor(em: EntityManager) {
    super(em, Order, {
      fullName: ERASED_NAME,
      phone: '',
      email: null,
      message: null,
      adminNotes: null,
      customerId: null,
    });
  }
}
