import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CustomerRequest, CustomerRequestKind, requestsOf, type RequestOwner } from '../leads/index.js';
import { Order } from './entities/order.entity.js';

/** A customer's own order requests, for their account (spam left out, as staff lists leave it out). */
@Injectable()
export class CustomerOrders {
  constructor(private readonly em: EntityManager) {}

  async latest(owner: RequestOwner, limit: number): Promise<CustomerRequest[]> {
    const orders = await this.em.fork().find(
      Order,
      { ...requestsOf(owner), spam: false },
      {
        fields: ['id', 'reference', 'createdAt', 'status', 'productName', 'stockNumber'],
        orderBy: { createdAt: 'DESC', id: 'ASC' },
        limit,
      },
    );
    return orders.map((order) => ({
      kind: CustomerRequestKind.Order,
      id: order.id,
      reference: order.reference,
      createdAt: order.createdAt,
      status: order.status,
      summary: order.stockNumber ? `${order.productName} (${order.stockNumber})` : order.productName,
    }));
  }
}
