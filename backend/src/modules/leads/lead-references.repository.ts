import { Injectable } from '@nestjs/common';
import { Repository } from '../../common/repository.js';
import { LEAD_REFERENCE_SEQUENCE, leadReference } from './lead-reference.js';

/** Draws the next request reference from the sequence orders, appointments and messages share. */
@Injectable()
export class LeadReferences extends Repository {
  async next(): Promise<string> {
    const [row] = await this.db
      .getConnection()
      .execute<Array<{ n: string }>>(`select nextval('${LEAD_REFERENCE_SEQUENCE}') as n`);
    return leadReference(Number(row.n));
  }
}
