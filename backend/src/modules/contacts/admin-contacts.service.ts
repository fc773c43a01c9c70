import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import { ContactMessageDto, type UpdateContactDto } from './dto/contact-message.dto.js';
import { ContactMessage, ContactStatus } from './entities/contact-message.entity.js';
import { Clock } from '../../common/time/index.js';
import { toCsv } from '../../common/text/index.js';
import { ShopService } from '../shop/index.js';
import { type LeadStatsDto, LEAD_SORT_FIELDS, LeadRecords, type LeadResource } from '../leads/index.js';

/** Every field of a message's record sorts the staff list. */
export const CONTACT_SORT = sortColumns([...LEAD_SORT_FIELDS, 'message', 'status', 'adminNotes']);
export type ContactSortField = keyof typeof CONTACT_SORT;

const CONTACTS: LeadResource<ContactMessage> = {
  entity: ContactMessage,
  label: 'Message',
  statuses: Object.values(ContactStatus),
  searchFields: ['fullName', 'email', 'phone', 'message'],
};

const CSV_COLUMNS: Array<keyof ContactMessageDto> = [
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
];

/** Staff work on contact messages: the react-admin resource, stats and the CSV export. */
@Injectable()
export class AdminContactsService {
  private readonly records: LeadRecords<ContactMessage>;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    shop: ShopService,
  ) {
    this.records = new LeadRecords(CONTACTS, () => shop.timeZone());
  }

  async list(query: ListQuery<ContactSortField>): Promise<{ items: ContactMessageDto[]; total: number }> {
    const { rows, total } = await this.records.list(this.em.fork(), query);
    return { items: rows.map(ContactMessageDto.from), total };
  }

  async get(id: string): Promise<ContactMessageDto> {
    return ContactMessageDto.from(await this.records.find(this.em.fork(), id));
  }

  async update(id: string, changes: UpdateContactDto): Promise<ContactMessageDto> {
    const em = this.em.fork();
    const contact = await this.records.find(em, id);
    if (changes.status !== undefined) contact.status = changes.status;
    if (changes.adminNotes !== undefined) contact.adminNotes = changes.adminNotes;
    await em.flush();
    return ContactMessageDto.from(contact);
  }

  async delete(id: string): Promise<ContactMessageDto> {
    const em = this.em.fork();
    const contact = await this.records.find(em, id);
    await em.remove(contact).flush();
    return ContactMessageDto.from(contact);
  }

  stats(): Promise<LeadStatsDto> {
    return this.records.stats(this.em.fork(), this.clock.now());
  }

  async exportCsv(query: ListQuery<ContactSortField>): Promise<string> {
    const contacts = (await this.records.all(this.em.fork(), query)).map(ContactMessageDto.from);
    return toCsv(
      CSV_COLUMNS,
      contacts.map((contact) => CSV_COLUMNS.map((column) => contact[column])),
    );
  }
}
