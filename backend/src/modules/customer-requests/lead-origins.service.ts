import { EntityManager, type EntityClass } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Appointment } from '../appointments/index.js';
import { ContactMessage } from '../contacts/index.js';
import type { LeadRecord } from '../leads/index.js';
import { Order } from '../orders/index.js';

/** Every lead resource; a partner page may have sent any of them. */
const LEAD_ENTITIES: EntityClass<LeadRecord>[] = [Order, Appointment, ContactMessage];

@Injectable()
export class LeadOriginsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The distinct partner origins of all leads, in code-point order (collation "C", so the order does
   * not depend on the database's locale). Spam is left out: its Origin header is whatever a bot sent,
   * and the staff menu would fill with junk no list shows by default.
   */
  async list(): Promise<string[]> {
    const tables = LEAD_ENTITIES.map((entity) => this.em.getMetadata().get(entity).tableName);
    const origins = tables
      .map((table) => `select source_origin from "${table}" where source_origin is not null and spam = false`)
      .join(' union ');
    const rows = await this.em
      .getConnection()
      .execute<Array<{ origin: string }>>(
        `select source_origin as origin from (${origins}) as origins order by source_origin collate "C"`,
      );
    return rows.map((row) => row.origin);
  }
}
