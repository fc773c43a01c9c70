import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CONTACT_THANKS, contactMails } from './contact-mails.js';
import type { CreateContactDto } from './dto/create-contact.dto.js';
import { ContactMessage } from './entities/contact-message.entity.js';
import { type LeadCreatedDto, LeadIntake, LeadMailRelay, LeadNotifier, type LeadRequest } from '../leads/index.js';

/** Public contact messages. */
@Injectable()
export class ContactsService {
  constructor(
    private readonly em: EntityManager,
    private readonly intake: LeadIntake,
    private readonly notifier: LeadNotifier,
    private readonly relay: LeadMailRelay,
  ) {}

  async create(body: CreateContactDto, request: LeadRequest): Promise<LeadCreatedDto> {
    const origin = await this.intake.admit('contact', body, request);
    const mailContext = await this.notifier.context();
    const contact = await this.em.fork().transactional(async (tx) => {
      const contact = tx.create(ContactMessage, {
        fullName: body.fullName,
        phone: body.phone,
        message: body.message,
        // The contact e-mail too: the one typed, else the signed-in customer's.
        ...origin,
      });
      if (!contact.spam)
        await this.notifier.add(tx, { type: 'contact', id: contact.id }, contactMails(contact, mailContext));
      return contact;
    });
    this.relay.kick();
    return { message: CONTACT_THANKS, id: contact.id, reference: contact.reference };
  }
}
