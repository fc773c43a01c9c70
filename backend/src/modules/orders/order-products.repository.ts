import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Order } from './entities/order.entity.js';

/** Which product an order was for, found by the reference a customer quotes (a review names it). */
@Injectable()
export class OrderProducts {
  constructor(private readonly em: EntityManager) {}

  /**
   * The product id of the order with this reference (stored form, `LJ-7K4M9P`); null when no order has
   * it. The id may name a product since deleted: orders keep it without a foreign key.
   */
  async productOfReference(reference: string): Promise<string | null> {
    const order = await this.em.fork().findOne(Order, { reference }, { fields: ['productId'] });
    return order?.productId ?? null;
  }
}
