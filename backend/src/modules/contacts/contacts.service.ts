import { Injectable } from '@nestjs/common';
import { CONTACT_THANKS, contactMails } from './contact-mails.js';
import { ContactRecords } from './contact-records.repository.js';
import type { CreateContactDto } from './dto/create-contact.dto.js';
import { type LeadCreatedDto, LeadIntake, LeadNotifier, type LeadRequest } from '../leads/index.js';

/** Public contact messages. */
@Injectable()
export class ContactsService {
  constructor(
    private readonly contacts: ContactRecords,
    private readonly intake: LeadIntake,
    private readonly notifier: LeadNotifier,
  ) {}

  async create(body: CreateContactDto, request: LeadRequest): Promise<LeadCreatedDto> {
    const origin = await this.intake.admit('contact', body, request);
    const mailContext = await this.notifier.context();
    const contact = await this.contacts.transaction(async () => {
      const contact = this.contacts.add({
        fullName: body.fullName,
        phone: body.phone,
        message: body.message,
        // The contact e-mail too: the one typed, else the signed-in customer's.
        ...origin,
      });
      if (!contact.spam)
        await this.notifier.add({ type: 'contact', id: contact.id }, contactMails(contact, mailContext));
      return contact;
    });
    return { message: CONTACT_THANKS, id: contact.id, reference: contact.reference };
  }
}
