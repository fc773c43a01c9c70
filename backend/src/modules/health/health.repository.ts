import { Injectable } from '@nestjs/common';
import { Repository } from '../../common/repository.js';

/** The database as the health check sees it: answering or not. */
@Injectable()
export class HealthRepository extends Repository {
  /** Resolves once the database has answered a trivial query; rejects when it cannot. */
  async ping(): Promise<void> {
    await this.db.getConnection().execute('select 1');
  }
}
