import { Injectable } from '@nestjs/common';
import { sortColumns } from '../../common/list-query.js';
import { Clock } from '../../common/time/index.js';
import { ContactRecords } from './contact-records.repository.js';
import { ContactMessageDto, UpdateContactDto } from './dto/contact-message.dto.js';
import { ContactMessage, ContactStatus } from './entities/contact-message.entity.js';
import { ShopService } from '../shop/index.js';
import { LEAD_SORT_FIELDS, type LeadDesk, LeadDeskService } from '../leads/index.js';

/** Every field of a message's record sorts the staff list. */
export const CONTACT_SORT = sortColumns([...LEAD_SORT_FIELDS, 'message', 'status', 'adminNotes']);

/** Contact messages on the staff console (LeadDeskController serves the routes). */
export const CONTACT_DESK: LeadDesk<ContactMessage, ContactMessageDto> = {
  resource: 'contacts',
  tag: 'Staff: contact messages',
  entity: ContactMessage,
  label: 'Message',
  statuses: Object.values(ContactStatus),
  searchFields: ['fullName', 'email', 'phone', 'message'],
  dto: ContactMessageDto,
  toDto: ContactMessageDto.from,
  updateDto: UpdateContactDto,
  sort: CONTACT_SORT,
  defaultSort: ['createdAt', 'DESC'],
  filterHelp:
    'Filter keys: q (name, e-mail, phone, message), status, source, sourceOrigin, spam (true: spam only; spam is hidden otherwise), id (list).',
  csvColumns: [
    'id',
    'createdAt',
    'status',
    'fullName',
    'phone',
    'email',
    'message',
    'adminNotes',
    'source',
    'sourceOrigin',
    'spam',
  ],
  api: {
    singular: 'Contact',
    plural: 'Contacts',
    list: 'List contact messages',
    stats: 'Contact message counts: total, per status, this and the previous month (shop time zone; spam left out)',
    get: 'One contact message',
    update: { summary: 'Change a contact message’s status or notes', description: 'Only the fields sent change.' },
    delete: 'Delete a contact message',
    deleted: 'The deleted message',
  },
};

/** Staff work on contact messages: what LeadDeskService does, and how a change applies. */
@Injectable()
export class AdminContactsService extends LeadDeskService<ContactMessage, ContactMessageDto, UpdateContactDto> {
  constructor(records: ContactRecords, shop: ShopService, clock: Clock) {
    super(records, CONTACT_DESK, shop, clock);
  }

  /** Status and notes; the sender is not written to. */
  protected change(contact: ContactMessage, changes: UpdateContactDto): void {
    if (changes.status !== undefined) contact.status = changes.status;
    if (changes.adminNotes !== undefined) contact.adminNotes = changes.adminNotes;
  }
}
