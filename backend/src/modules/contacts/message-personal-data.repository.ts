import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ERASED_NAME, LeadPersonalData } from '../leads/index.js';
import { ContactMessage } from './entities/contact-message.entity.js';

/** Contact messages' personal data: a message is all person, so erasing leaves only its status and dates. */
@Injectable()
export class MessagePersonalData extends LeadPersonalData<ContactMessage> {
  constructor(em: EntityManager) {
    super(em, ContactMessage, {
      fullName: ERASED_NAME,
      phone: '',
      email: null,
      message: '',
      adminNotes: null,
      customerId: null,
    });
  }
}
