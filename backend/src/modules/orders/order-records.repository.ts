import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LeadRecords } from '../leads/index.js';
import { Order } from './entities/order.entity.js';

/** Orders as staff and the order form read and write them (LeadRecords: writes land when the transaction commits). */
@Injectable()
export class OrderRecords extends LeadRecords<Order> {
  constructor(em: EntityManager) {
    super(em, Order);
  }
}
