import { Injectable } from '@nestjs/common';
import { DiamondIndex } from './diamond-index.js';
import { DiamondIndexService } from './diamond-index.service.js';
import { facetCounts, type Facets } from './facet-counts.js';
import { ProductPresenter } from '../product.presenter.js';
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

/**
 * Diamond and jewelry search: the page of results, and on request the facet counts and ranges.
 * Diamond searches use the in-memory index whenever it is current, SQL otherwise; both give the same
 * answer. Jewelry, a few thousand pieces at most, always uses SQL.
 */
@Injectable()
export class CatalogSearchService {
  constructor(
    private readonly products: ProductRepository,
    private readonly presenter: ProductPresenter,
    private readonly diamondIndex: DiamondIndexService,
  ) {}

  // The facets carry exactly the spec's groups, which are the answer DTO's keys.
  async searchDiamonds(query: DiamondSearchQueryDto): Promise<Searched<DiamondSearchAnswerDto>> {
    const started = performance.now();
    const spec = diamondSearchSpec(query);
    const withFacets = query.facets ?? true;
    const parts = { index: 0, rows: 0 };
    const fromIndex = DiamondIndex.covers(spec) ? await this.searchIndex(spec, withFacets, parts) : undefined;
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
   * The index's answer, or undefined when the revision read with the results shows the index out of
   * date even after catching up once with the change log (a search that finds it one change behind waits
   * for that change rather than going to SQL). `parts` adds up where the time went.
   */
  private async searchIndex(
    spec: SearchSpec,
    withFacets: boolean,
    parts: { index: number; rows: number },
  ): Promise<SearchAnswer | undefined> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const built = this.diamondIndex.latest();
      if (!built) return undefined;
      const started = performance.now();
      const { ids, total, facetRows, ranges } = built.index.search(spec, withFacets);
      const searched = performance.now();
      const { products, revision } = await this.products.summariesWithRevision(ids);
      parts.index += searched - started;
      parts.rows += performance.now() - searched;
      if (built.revision !== revision) {
        await this.diamondIndex.follow(revision);
        continue;
      }
      return {
        items: products.map((product) => this.presenter.presentSummary(product)),
        ...paging(spec, total),
        ...(facetRows ? { facets: facetCounts(spec.groups, facetRows), ranges } : {}),
      };
    }
    return undefined;
  }

  /** The queries run side by side on separate connections. */
  private async searchSql(spec: SearchSpec, withFacets: boolean): Promise<SearchAnswer> {
    if (!withFacets) {
      const [products, total] = await Promise.all([this.products.searchPage(spec), this.products.searchCount(spec)]);
      return { items: products.map((product) => this.presenter.presentSummary(product)), ...paging(spec, total) };
    }
    const [products, summary, facetRows] = await Promise.all([
      this.products.searchPage(spec),
      this.products.searchSummary(spec),
      this.products.searchFacets(spec),
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
