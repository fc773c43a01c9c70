import { Injectable } from '@nestjs/common';
import { CatalogSearchRepository } from './catalog-search.repository.js';
import { facetCounts, type Facets } from './facet-counts.js';
import { ProductPresenter } from '../product.presenter.js';
import type { ProductDto } from '../dto/product.dto.js';
import type { DiamondSearchAnswerDto, JewelrySearchAnswerDto, RangesDto } from './search-answer.dto.js';
import type { DiamondSearchQueryDto, JewelrySearchQueryDto } from './search-query.dto.js';
import { diamondSearchSpec, jewelrySearchSpec, type SearchSpec } from './search-spec.js';

export interface SearchAnswer {
  items: ProductDto[];
  total: number;
  page: number;
  pages: number;
  facets?: Facets;
  ranges?: RangesDto;
}

/** Diamond and jewelry search: the page of results, and on request the facet counts and ranges. */
@Injectable()
export class CatalogSearchService {
  constructor(
    private readonly repository: CatalogSearchRepository,
    private readonly presenter: ProductPresenter,
  ) {}

  // The facets carry exactly the spec's groups, which are the answer DTO's keys.
  searchDiamonds(query: DiamondSearchQueryDto): Promise<DiamondSearchAnswerDto> {
    return this.search(diamondSearchSpec(query), query.facets ?? true) as Promise<DiamondSearchAnswerDto>;
  }

  searchJewelry(query: JewelrySearchQueryDto): Promise<JewelrySearchAnswerDto> {
    return this.search(jewelrySearchSpec(query), query.facets ?? true) as Promise<JewelrySearchAnswerDto>;
  }

  /** The queries run side by side on separate connections. */
  private async search(spec: SearchSpec, withFacets: boolean): Promise<SearchAnswer> {
    const paging = (total: number) => ({ total, page: spec.page, pages: Math.ceil(total / spec.limit) });
    if (!withFacets) {
      const [products, total] = await Promise.all([this.repository.page(spec), this.repository.count(spec)]);
      return { items: products.map((product) => this.presenter.present(product)), ...paging(total) };
    }
    const [products, summary, facetRows] = await Promise.all([
      this.repository.page(spec),
      this.repository.summary(spec),
      this.repository.facets(spec),
    ]);
    return {
      items: products.map((product) => this.presenter.present(product)),
      ...paging(summary.total),
      facets: facetCounts(spec.groups, facetRows),
      ranges: { price: summary.price, carat: summary.carat },
    };
  }
}
