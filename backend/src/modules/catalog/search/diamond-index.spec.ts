import { describe, expect, test } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { DiamondIndex, type DiamondColumns, INDEXED_COLUMNS, INDEXED_GROUPS, INDEXED_TYPES } from './diamond-index.js';
import { facetCounts } from './facet-counts.js';
import { DiamondSearchQueryDto } from './search-query.dto.js';
import { diamondSearchSpec } from './search-spec.js';
import {
  generateCatalogue,
  type GeneratedProduct,
  seededRandom,
} from '../../../../test/support/catalogue-generator.js';
import { randomDiamondQuery } from '../../../../test/support/random-queries.js';
import { canOrder, diamondOracle, paid } from '../../../../test/support/search-oracle.js';

const SEED = 4242;

/** The columns the index is built from, as DiamondIndexService reads them from the database. */
function columnsOf(products: GeneratedProduct[]): DiamondColumns {
  const diamonds = products
    .filter((product) => (INDEXED_TYPES as readonly string[]).includes(product.productType))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const code = (options: readonly string[], value: string | null) => (value === null ? 0 : options.indexOf(value) + 1);
  return {
    ids: diamonds.map((product) => product.id),
    type: Uint8Array.from(diamonds, (product) => (INDEXED_TYPES as readonly string[]).indexOf(product.productType) + 1),
    codes: Object.fromEntries(
      INDEXED_COLUMNS.map((column) => [
        column,
        Uint8Array.from(diamonds, (product) => code(INDEXED_GROUPS[column], product[column] as string | null)),
      ]),
    ) as DiamondColumns['codes'],
    orderable: Uint8Array.from(diamonds, (product) => Number(canOrder(product))),
    price: Float64Array.from(diamonds, paid),
    carat: Float64Array.from(diamonds, (product) => product.carat ?? NaN),
    createdAt: Float64Array.from(diamonds, (product) => product.createdAt.getTime() * 1000),
  };
}

describe('DiamondIndex, the in-memory diamond search', () => {
  const products = generateCatalogue(SEED, 2500, 0);
  const columns = columnsOf(products);

  // Walking the sort order and collecting every match must find the same page; the API picks by density.
  test.each([
    ['walking the sort order', 0],
    ['collecting every match', Infinity],
  ])('400 random searches found by %s answer what a brute-force filter finds', (_, walkBias) => {
    const index = new DiamondIndex(columns, walkBias);
    const random = seededRandom(SEED + 1);
    for (let run = 0; run < 400; run++) {
      const query = randomDiamondQuery(random, products);
      const { pages } = diamondOracle(products, { ...query, facets: 'false' });
      if (random.chance(0.6)) query.page = String(random.int(1, pages + 1));
      const spec = diamondSearchSpec(plainToInstance(DiamondSearchQueryDto, query));
      const withFacets = query.facets !== 'false';
      const { ids, total, facetRows, ranges } = index.search(spec, withFacets);
      const answer = {
        ids,
        total,
        page: spec.page,
        pages: Math.ceil(total / spec.limit),
        ...(withFacets ? { facets: facetCounts(spec.groups, facetRows!), ranges } : {}),
      };
      expect({ query, answer }).toEqual({ query, answer: diamondOracle(products, query) });
    }
  });
});
