import { Injectable } from '@nestjs/common';
import { ProductRepository, ProductType } from '../catalog/index.js';

const DIAMOND_TYPES = [ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Diamond];

export interface ProductCounts {
  total: number;
  jewelry: number;
  rings: number;
  diamonds: number;
  labGrown: number;
  naturalDiamonds: number;
  previousMonthTotal: number;
}

/**
 * The dashboard's product counts by type and as they stood at the month's start. They change only
 * with a change that moves catalog_revision (its trigger fires on insert, delete, truncate and updates
 * of product_type and created_at), so they are kept per process under that revision: a request reads
 * the one-row revision and counts again only when it moved (or the month turned). Counts read after
 * the revision can only be newer than it, and a newer revision makes the next request count again.
 */
@Injectable()
export class DashboardProductCounts {
  private kept?: { revision: string; monthStart: number; counts: ProductCounts };

  constructor(private readonly catalog: ProductRepository) {}

  async counts(monthStart: Date): Promise<ProductCounts> {
    const revision = await this.catalog.catalogRevision();
    const kept = this.kept;
    if (kept && kept.revision === revision && kept.monthStart === monthStart.getTime()) return kept.counts;
    const counts = await this.count(monthStart);
    this.kept = { revision, monthStart: monthStart.getTime(), counts };
    return counts;
  }

  /** Counted off an index, never the wide rows (ProductRepository.countByType). */
  private async count(monthStart: Date): Promise<ProductCounts> {
    const rows = await this.catalog.countByType(monthStart);
    const of = (types: ProductType[], key: 'total' | 'previous' = 'total') =>
      rows.filter((row) => types.includes(row.productType)).reduce((sum, row) => sum + row[key], 0);
    const all = Object.values(ProductType);
    return {
      total: of(all),
      jewelry: of([ProductType.Jewelry]),
      rings: of([ProductType.Ring]),
      diamonds: of(DIAMOND_TYPES),
      labGrown: of([ProductType.LabGrown]),
      naturalDiamonds: of([ProductType.NaturalDiamond]),
      previousMonthTotal: of(all, 'previous'),
    };
  }
}
