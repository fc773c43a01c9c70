import { Injectable } from '@nestjs/common';
import { Repository } from '../../common/repository.js';
import { ERASED_NAME } from '../leads/index.js';
import { CustomerReview } from './entities/customer-review.entity.js';

/**
 * The reviews a person wrote, known by the order references they quoted (a review has no account).
 * Erasing keeps the review's words and stars, shown under the erased name: its product's stars stay
 * as they were.
 */
@Injectable()
export class ReviewPersonalData extends Repository {
  ofOrders(references: string[]): Promise<CustomerReview[]> {
    if (!references.length) return Promise.resolve([]);
    return this.db.find(CustomerReview, { orderReference: { $in: references } }, { orderBy: { createdAt: 'ASC' } });
  }

  async erase(ids: string[]): Promise<void> {
    if (ids.length)
      await this.db.nativeUpdate(
        CustomerReview,
        { id: { $in: ids } },
        { customerName: ERASED_NAME, customerLocation: null, customerImage: null, adminNotes: null },
      );
  }
}
