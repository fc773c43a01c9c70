import { LeadFormController } from '../leads/index.js';
import { ContactsService } from './contacts.service.js';
import { CreateContactDto } from './dto/create-contact.dto.js';

/** POST /api/contact. */
export class ContactsController extends LeadFormController(
  {
    path: 'contact',
    body: CreateContactDto,
    operationId: 'createContactMessage',
    summary: 'Write to the shop',
    description: 'Staff are told by e-mail; a visitor who gives an address gets a confirmation.',
  },
  ContactsService,
) {}
