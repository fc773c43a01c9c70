import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LeadActivityRepository } from '../leads/index.js';
import { ContactMessage } from './entities/contact-message.entity.js';

/** What the staff dashboard and the lists' origin filter read of contact messages (the lead kit's figures). */
@Injectable()
export class MessageActivity extends LeadActivityRepository<ContactMessage> {
  constructor(em: EntityManager) {
    super(em, ContactMessage);
  }
}
