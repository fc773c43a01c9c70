import { type EntityClass, EntityManager, type EntityData, type FilterQuery } from '@mikro-orm/postgresql';
import { Repository } from '../../common/repository.js';
import type { LeadRecord } from './entities/lead-record.entity.js';

/** Whom a privacy request is about: their account, and the addresses and phone numbers they gave. */
export interface Person {
  customerId?: string;
  /** Normalised as leads store them (common/text normaliseEmail). */
  emails: string[];
  /** Digits only: a lead's phone matches whatever spaces, dashes or brackets it was typed with. */
  phoneDigits: string[];
}

/** What erasing leaves in place of a person's name. */
export const ERASED_NAME = 'Erased on request';

/**
 * A kind of lead's personal data (GDPR articles 15, 17 and 20): finding a person's requests, and
 * erasing the person from them while the request stays (an order's product, price and dates). Each
 * kind declares what erasing writes over its fields; every kind has a name, a phone and an address.
 */
export abstract class LeadPersonalData<E extends LeadRecord & { fullName: string; phone: string }> extends Repository {
  protected constructor(
    em: EntityManager,
    private readonly entity: EntityClass<E>,
    /** The values erasing writes: every field that may hold personal data, the customer link included. */
    private readonly erased: EntityData<E>,
  ) {
    super(em);
  }

  /** The person's requests, oldest first: sent signed in to their account, or with one of their addresses or phone numbers. */
  async ofPerson(person: Person): Promise<E[]> {
    const db = this.db;
    const table = db.getMetadata().get(this.entity).tableName;
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (person.customerId) {
      conditions.push('customer_id = ?');
      params.push(person.customerId);
    }
    if (person.emails.length) {
      conditions.push(`email in (${person.emails.map(() => '?').join(', ')})`);
      params.push(...person.emails);
    }
    if (person.phoneDigits.length) {
      conditions.push(`regexp_replace(phone, '\\D', '', 'g') in (${person.phoneDigits.map(() => '?').join(', ')})`);
      params.push(...person.phoneDigits);
    }
    if (!conditions.length) return [];
    const rows = await db
      .getConnection()
      .execute<{ id: string }[]>(`select id from "${table}" where ${conditions.join(' or ')}`, params);
    if (!rows.length) return [];
    return db.find(this.entity, { id: { $in: rows.map((row) => row.id) } } as unknown as FilterQuery<E>, {
      orderBy: { createdAt: 'ASC' } as never,
    });
  }

  /** Writes the erased values over these requests' personal data. */
  async erase(ids: string[]): Promise<void> {
    if (ids.length)
      await this.db.nativeUpdate(this.entity, { id: { $in: ids } } as unknown as FilterQuery<E>, this.erased);
  }
}
