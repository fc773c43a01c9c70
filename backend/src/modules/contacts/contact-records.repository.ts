import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LeadRecords } from '../leads/index.js';
import { ContactMessage } from './entities/contact-message.entity.js';

/** Contact messages as staff and the contact form read and write them (LeadRecords: writes land when the transaction commits). */
@Injectable()
export class ContactRecords extends LeadRecords<ContactMessage> {
  constructor(em: EntityManager) {
    super(em, ContactMessage);
  }
}
