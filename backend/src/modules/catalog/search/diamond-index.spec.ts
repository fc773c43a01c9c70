import { describe, expect, test } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import {
  buildIndexParts,
  DiamondIndex,
  type DiamondColumns,
  INDEXED_COLUMNS,
  INDEXED_GROUPS,
  INDEXED_TYPES,
} from './diamond-index.js';
import { facetCounts } from './facet-counts.js';
import { decodeSnapshot, encodeSnapshot } from './index-snapshot.js';
import { DiamondSearchQueryDto } from './search-query.dto.js';
import { diamondSearchSpec } from './search-spec.js';
import {
  generateCatalogue,
  generateDiamond,
  type GeneratedProduct,
  type Random,
  seededRandom,
} from '../../../../test/support/catalogue-generator.js';
import { ProductType } from '../entities/product.entity.js';
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

/** `runs` random searches on `index` must answer what a brute-force filter over `products` finds. */
function expectOracleAnswers(
  index: DiamondIndex,
  products: GeneratedProduct[],
  random: Random,
  runs: number,
  queryOf = () => randomDiamondQuery(random, products),
): void {
  for (let run = 0; run < runs; run++) {
    const query = queryOf();
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
}

/**
 * One round of staff edits and feed updates: new prices and sales (some equal to another stone's, so
 * ties are broken by id), regrading, carats removed, dates moved, stones deleted, added, or turned
 * into jewelry and back. Returns the catalogue after it and records each touched id.
 */
function changeSome(random: Random, products: GeneratedProduct[], touched: Set<string>): GeneratedProduct[] {
  const next = products.map((product) => ({ ...product }));
  const some = () => next[random.int(0, next.length - 1)];
  for (let change = 0; change < 40; change++) {
    const product = some();
    const other = some();
    switch (random.int(0, 7)) {
      case 0:
        product.price = other.price;
        product.onSale = false;
        break;
      case 1:
        Object.assign(product, { onSale: true, salePrice: Math.round(product.price * 0.8) });
        break;
      case 2:
        Object.assign(product, { color: other.color, clarity: other.clarity, shape: other.shape, cut: other.cut });
        break;
      case 3:
        product.carat = random.chance(0.3) ? null : other.carat;
        break;
      case 4:
        Object.assign(product, { createdAt: other.createdAt, lab: other.lab, countInStock: random.int(0, 1) });
        break;
      case 5:
        next.splice(next.indexOf(product), 1);
        break;
      case 6:
        next.push(generateDiamond(random, `NEW-${touched.size}-${change}`));
        touched.add(next[next.length - 1].id);
        continue;
      default:
        product.productType = product.productType === ProductType.Jewelry ? other.productType : ProductType.Jewelry;
    }
    touched.add(product.id);
  }
  return next;
}

describe('DiamondIndex, the in-memory diamond search', () => {
  const products = generateCatalogue(SEED, 2500, 0);
  const columns = columnsOf(products);

  // Walking the sort order and collecting every match must find the same page; the API picks by density.
  test.each([
    ['walking the sort order', 0],
    ['collecting every match', Infinity],
  ])('400 random searches found by %s answer what a brute-force filter finds', (_, walkBias) => {
    expectOracleAnswers(new DiamondIndex(columns, walkBias), products, seededRandom(SEED + 1), 400);
  });

  // A few large cells: a price span's carat range is read block by block, not stone by stone.
  test('large cells answer price ranges, with their carat ranges, as a brute-force filter does', () => {
    const uniform = generateCatalogue(SEED + 5, 3000, 0).map((product, index) => ({
      ...product,
      shape: 'Round',
      cut: 'Excellent',
      color: index % 3 ? 'D' : 'E',
      clarity: 'VS1',
      lab: 'GIA',
    }));
    const random = seededRandom(SEED + 6);
    const prices = uniform.map(paid).sort((a, b) => a - b);
    const priceRange = () => {
      const low = random.int(0, prices.length - 2);
      return { priceMin: String(prices[low]), priceMax: String(prices[random.int(low, prices.length - 1)]) };
    };
    const index = new DiamondIndex(columnsOf(uniform));
    expectOracleAnswers(index, uniform, random, 100, () => ({ ...priceRange(), includeUnavailable: 'true' }));
    expectOracleAnswers(index, uniform, random, 100, () => ({
      ...randomDiamondQuery(random, uniform),
      ...priceRange(),
    }));
  });

  // A starting process loads the index from the snapshot another stored (DiamondIndexService): the orders come sorted.
  test('an index loaded from its snapshot’s bytes answers what a brute-force filter finds', () => {
    const taken = new DiamondIndex(columns);
    const bytes = encodeSnapshot({ columns: taken.currentColumns(), sortedRows: taken.sortedRows() });
    const { columns: loaded, sortedRows } = decodeSnapshot(bytes, columns.ids.length);
    expect(loaded).toEqual(columns);
    expect(() => decodeSnapshot(bytes.subarray(1), columns.ids.length)).toThrow(/bytes/);
    const { ids, ...fields } = loaded;
    const index = DiamondIndex.assemble({ ids, ...fields }, buildIndexParts(fields, sortedRows));
    expectOracleAnswers(index, products, seededRandom(SEED + 7), 200);
  });

  // The index follows the catalogue by laying each catch-up's changes over the index before it
  // (DiamondIndexService); laying all the changes since the build over the base must give the same.
  test.each([
    ['all at once', 'walking the sort order', 0],
    ['all at once', 'collecting every match', Infinity],
    ['all at once', 'choosing by density', 1],
    ['round by round', 'walking the sort order', 0],
    ['round by round', 'collecting every match', Infinity],
    ['round by round', 'choosing by density', 1],
  ])(
    'with changes laid over it %s, pages found by %s answer what a brute-force filter finds after each round',
    (laid, _, walkBias) => {
      const random = seededRandom(SEED + 2);
      let catalogue = generateCatalogue(SEED + 3, 1200, 150);
      const base = new DiamondIndex(columnsOf(catalogue), walkBias);
      let index = base;
      const touched = new Set<string>();
      for (let round = 0; round < 16; round++) {
        const inRound = new Set<string>();
        catalogue = changeSome(random, catalogue, inRound);
        for (const id of inRound) touched.add(id);
        const ids = laid === 'all at once' ? touched : inRound;
        const diamonds = columnsOf(catalogue.filter((product) => ids.has(product.id)));
        const gone = [...ids].filter((id) => !diamonds.ids.includes(id));
        index = (laid === 'all at once' ? base : index).withChanges(diamonds, gone);
        // What a fold (the next full build, from memory) starts from is the catalogue as it is now.
        expect(index.currentColumns()).toEqual(columnsOf(catalogue));
        expect(index.size).toBe(columnsOf(catalogue).ids.length);
        expectOracleAnswers(index, catalogue, random, 80);
      }
    },
  );
});
