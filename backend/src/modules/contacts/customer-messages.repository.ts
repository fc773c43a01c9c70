import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CustomerRequest, CustomerRequestKind, requestsOf, type RequestOwner, oneLine } from '../leads/index.js';
import { ContactMessage } from './entities/contact-message.entity.js';

/** How much of a message its summary shows. */
const SUMMARY_LENGTH = 80;

/** A customer's own contact messages, for their account (spam left out, as staff lists leave it out). */
@Injectable()
export class CustomerMessages {
  constructor(private readonly em: EntityManager) {}

  async latest(owner: RequestOwner, limit: number): Promise<CustomerRequest[]> {
    const messages = await this.em.fork().find(
      ContactMessage,
      { ...requestsOf(owner), spam: false },
      {
        fields: ['id', 'reference', 'createdAt', 'status', 'message'],
        orderBy: { createdAt: 'DESC', id: 'ASC' },
        limit,
      },
    );
    return messages.map((contact) => ({
      kind: CustomerRequestKind.Message,
      id: contact.id,
      reference: contact.reference,
      createdAt: contact.createdAt,
      status: contact.status,
      summary: oneLine(contact.message, SUMMARY_LENGTH),
    }));
  }
}
