import type { ProductSummaryDto } from '../dto/product.dto.js';

/**
 * The presented summaries (what result cards show) of recently found products, as of the revision the
 * search index holds: DiamondIndexService forgets every product the change log names before the index
 * moves on, and everything when it builds afresh. A page whose products are all here costs no database
 * read. The least recently used go first once `capacity` is reached.
 */
export class SummaryCache {
  private readonly entries = new Map<string, ProductSummaryDto>();

  constructor(private readonly capacity: number) {}

  get(id: string): ProductSummaryDto | undefined {
    const summary = this.entries.get(id);
    if (summary) {
      this.entries.delete(id);
      this.entries.set(id, summary);
    }
    return summary;
  }

  set(summary: ProductSummaryDto): void {
    this.entries.delete(summary.id);
    this.entries.set(summary.id, summary);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(ids: Iterable<string>): void {
    for (const id of ids) this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }
}
