import { Injectable } from '@nestjs/common';
import { ProductPresenter } from '../product.presenter.js';
import { LOOKUP_MAX_LISTED, type ProductLookupDto } from './product-lookup.dto.js';
import { ProductRepository } from '../products.repository.js';

@Injectable()
export class ProductLookupService {
  constructor(
    private readonly products: ProductRepository,
    private readonly presenter: ProductPresenter,
  ) {}

  /**
   * The header search. A stock number or certificate number that belongs to exactly one product names it;
   * two products sharing a certificate number (one stone offered twice) are both listed instead, for the
   * shopper to choose.
   */
  async lookup(q: string, page: number, limit: number): Promise<ProductLookupDto> {
    const [identified, matching] = await Promise.all([
      this.products.lookupByIdentifier(q, 2),
      this.products.lookupMatching(q, { offset: (page - 1) * limit, limit, most: LOOKUP_MAX_LISTED }),
    ]);
    return {
      exact: identified.length === 1 ? this.presenter.presentSummary(identified[0]) : null,
      items: matching.products.map((product) => this.presenter.presentSummary(product)),
      total: matching.total,
      truncated: matching.truncated,
      page,
      pages: Math.ceil(matching.total / limit),
    };
  }
}
