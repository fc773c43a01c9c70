import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LeadActivityRepository } from '../leads/index.js';
import { Order } from './entities/order.entity.js';

/** A product's non-spam orders, all time, and the name it was ordered under. */
export interface OrderedProduct {
  productId: string;
  orderedName: string;
  orders: number;
}

/** What the staff dashboard reads of orders: the lead kit's figures, and the most-ordered products. */
@Injectable()
export class OrderActivity extends LeadActivityRepository<Order> {
  constructor(em: EntityManager) {
    super(em, Order);
  }

  /** The most-ordered products (spam left out); ties go to the most recently ordered. */
  async mostOrdered(limit: number): Promise<OrderedProduct[]> {
    const rows = await this.db.getConnection().execute<{ product_id: string; product_name: string; orders: number }[]>(
      `select product_id, max(product_name) as product_name, count(*)::int as orders
         from "${this.table}" where spam = false
        group by product_id
        order by orders desc, max(created_at) desc, product_id
        limit ?`,
      [limit],
    );
    return rows.map((row) => ({ productId: row.product_id, orderedName: row.product_name, orders: row.orders }));
  }
}
