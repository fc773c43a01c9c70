import { Injectable } from '@nestjs/common';
import { Repository } from '../../common/repository.js';
import { UserRole } from './entities/user.entity.js';

/** How many customer accounts there are (the staff dashboard's figure). */
@Injectable()
export class CustomerCounts extends Repository {
  /** All customer accounts, and those created before `createdBefore`, off users_role_created_at_index. */
  async count(createdBefore: Date): Promise<{ total: number; previous: number }> {
    const [row] = await this.db
      .getConnection()
      .execute<{ total: number; previous: number }[]>(
        `select count(*)::int as total, (count(*) filter (where created_at < ?))::int as previous from users where role = ?`,
        [createdBefore, UserRole.Customer],
      );
    return row;
  }
}
