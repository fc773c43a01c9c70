import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LEAD_REFERENCE_SEQUENCE, leadReference } from './lead-reference.js';

/** Draws the next request reference from the sequence orders, appointments and messages share. */
@Injectable()
export class LeadReferences {
  constructor(private readonly em: EntityManager) {}

  async next(): Promise<string> {
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ n: string }>>(`select nextval('${LEAD_REFERENCE_SEQUENCE}') as n`);
    return leadReference(Number(row.n));
  }
}
