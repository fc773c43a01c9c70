import { Injectable } from '@nestjs/common';
import { DiamondIndex } from './diamond-index.js';
import { type Built, DiamondIndexService } from './diamond-index.service.js';
import { facetCounts, type Facets } from './facet-counts.js';
import { ProductPresenter } from '../product.presenter.js';
import { ProductSearchRepository } from '../product-search.repository.js';
import { ProductRepository } from '../products.repository.js';
import type { ProductSummaryDto } from '../dto/product.dto.js';
import type { DiamondSearchAnswerDto, JewelrySearchAnswerDto, RangesDto } from './search-answer.dto.js';
import type { DiamondSearchQueryDto, JewelrySearchQueryDto } from './search-query.dto.js';
import { diamondSearchSpec, jewelrySearchSpec, type SearchSpec } from './search-spec.js';

export interface SearchAnswer {
  items: ProductSummaryDto[];
  total: number;
  page: number;
  pages: number;
  facets?: Facets;
  ranges?: RangesDto;
}

/** The answer, and what produced it (for the Server-Timing header). */
export interface Searched<T> {
  answer: T;
  engine: 'index' | 'sql';
  ms: number;
  /** With the index: the time spent in it, and reading the page's products (with the revision). */
  parts?: { index: number; rows: number };
}

/** A page's products as an index knows them, or the newer revision it must catch up with first. */
type SummariesAt = { items: ProductSummaryDto[] } | { behindRevision: string };

/**
 * Diamond and jewelry search: the page of results, and on request the facet counts and ranges.
 * Diamond searches use the in-memory index whenever it is current, SQL otherwise; both give the same
 * answer. Jewelry, a few thousand pieces at most, always uses SQL.
 */
@Injectable()
export class CatalogSearchService {
  constructor(
    private readonly products: ProductRepository,
    private readonly search: ProductSearchRepository,
    private readonly presenter: ProductPresenter,
    private readonly diamondIndex: DiamondIndexService,
  ) {}

  // The facets carry exactly the spec's groups, which are the answer DTO's keys.
  /** `labelled`: the revision this answer's ETag names, read before the search (it must hold at least that). */
  async searchDiamonds(query: DiamondSearchQueryDto, labelled?: string): Promise<Searched<DiamondSearchAnswerDto>> {
    const started = performance.now();
    const spec = diamondSearchSpec(query);
    const withFacets = query.facets ?? true;
    const parts = { index: 0, rows: 0 };
    const fromIndex = DiamondIndex.covers(spec) ? await this.searchIndex(spec, withFacets, parts, labelled) : undefined;
    const answer = fromIndex ?? (await this.searchSql(spec, withFacets));
    const ms = performance.now() - started;
    return fromIndex
      ? { answer: answer as DiamondSearchAnswerDto, engine: 'index', ms, parts }
      : { answer: answer as DiamondSearchAnswerDto, engine: 'sql', ms };
  }

  async searchJewelry(query: JewelrySearchQueryDto): Promise<Searched<JewelrySearchAnswerDto>> {
    const started = performance.now();
    const answer = await this.searchSql(jewelrySearchSpec(query), query.facets ?? true);
    return { answer: answer as JewelrySearchAnswerDto, engine: 'sql', ms: performance.now() - started };
  }

  /**
   * The index's answer, or undefined when the index cannot be shown to hold a committed catalogue at
   * least as new as the one the answer's ETag names (`labelled`, read before the handler): a search that
   * finds the index behind waits for it to catch up with the change log rather than going to SQL. The
   * products shown come from the summary cache, and those missing from the database, read with the
   * revision and whether any of them changed since the index's revision: while the catalogue changes
   * (an import commits every few hundred milliseconds) the page's own products rarely have. A page found
   * entirely in the cache reads nothing more. Without a label (no ETag read), the revision is read and
   * must be the index's. `parts` adds up where the time went.
   */
  private async searchIndex(
    spec: SearchSpec,
    withFacets: boolean,
    parts: { index: number; rows: number },
    labelled?: string,
  ): Promise<SearchAnswer | undefined> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (labelled !== undefined) await this.diamondIndex.follow(labelled);
      const built = this.diamondIndex.latest();
      if (!built || (labelled !== undefined && BigInt(built.revision) < BigInt(labelled))) return undefined;
      const started = performance.now();
      const { ids, total, facetRows, ranges } = built.index.search(spec, withFacets);
      const searched = performance.now();
      const page = await this.summariesAt(built, ids, labelled === undefined);
      parts.index += searched - started;
      parts.rows += performance.now() - searched;
      if ('behindRevision' in page) {
        labelled = page.behindRevision;
        continue;
      }
      return {
        items: page.items,
        ...paging(spec, total),
        ...(facetRows ? { facets: facetCounts(spec.groups, facetRows), ranges } : {}),
      };
    }
    return undefined;
  }

  /**
   * The products `ids` as `built` knows them, or the newer revision to catch up with when one of them
   * changed since (`strict`: when the database holds any newer revision, the revision is read even
   * when every product is cached).
   */
  private async summariesAt(built: Built, ids: string[], strict: boolean): Promise<SummariesAt> {
    const { summaries } = this.diamondIndex;
    const cached = new Map(ids.flatMap((id) => summaries.get(id) ?? []).map((summary) => [summary.id, summary]));
    const missing = ids.filter((id) => !cached.has(id));
    if (missing.length || strict) {
      const { products, revision, changedSince } = await this.products.summariesWithRevision(missing, built.revision);
      if (changedSince || (strict && revision !== built.revision)) return { behindRevision: revision };
      // Kept only while the index has not moved on: the change log may name these products next.
      const current = this.diamondIndex.latest() === built;
      for (const product of products) {
        const summary = this.presenter.presentSummary(product);
        cached.set(summary.id, summary);
        if (current) summaries.set(summary);
      }
    }
    return { items: ids.flatMap((id) => cached.get(id) ?? []) };
  }

  /** The queries run side by side on separate connections. */
  private async searchSql(spec: SearchSpec, withFacets: boolean): Promise<SearchAnswer> {
    if (!withFacets) {
      const [products, total] = await Promise.all([this.search.searchPage(spec), this.search.searchCount(spec)]);
      return { items: products.map((product) => this.presenter.presentSummary(product)), ...paging(spec, total) };
    }
    const [products, summary, facetRows] = await Promise.all([
      this.search.searchPage(spec),
      this.search.searchSummary(spec),
      this.search.searchFacets(spec),
    ]);
    return {
      items: products.map((product) => this.presenter.presentSummary(product)),
      ...paging(spec, summary.total),
      facets: facetCounts(spec.groups, facetRows),
      ranges: { price: summary.price, carat: summary.carat },
    };
  }
}

const paging = (spec: SearchSpec, total: number) => ({ total, page: spec.page, pages: Math.ceil(total / spec.limit) });
