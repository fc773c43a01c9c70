import * as options from '../../src/modules/catalog/search/search-options.js';
import type { GeneratedProduct, Random } from './catalogue-generator.js';

/** Random but valid search queries, spelled as shoppers and address bars do. */

type Query = Record<string, string>;

// Shoppers' spellings: any case, hyphens for spaces.
const respell = (random: Random, value: string) =>
  random.pick([value, value.toLowerCase(), value.toUpperCase(), value.toLowerCase().replace(/ /g, '-')]);

function randomBounds(random: Random, query: Query, name: 'price' | 'carat', values: number[]) {
  const [low, high] = [random.pick(values), random.pick(values)].sort((a, b) => a - b);
  const kind = random.int(0, 4);
  if (kind === 1 || kind === 3) query[`${name}Min`] = String(low);
  if (kind === 2 || kind === 3) query[`${name}Max`] = String(high);
}

function common(random: Random, query: Query, products: GeneratedProduct[], caratField: 'carat' | 'totalCaratWeight') {
  // List and sale prices, so bounds fall exactly on both.
  randomBounds(random, query, 'price', [
    ...products.flatMap((product) => [product.price, product.salePrice ?? []]).flat(),
    0,
    1234.5,
    5000,
  ]);
  randomBounds(random, query, 'carat', [...products.flatMap((product) => product[caratField] ?? []), 0.3, 1]);
  if (random.chance(0.8)) query.sortBy = respell(random, random.pick(Object.values(options.SearchSort)));
  if (random.chance(0.7)) query.limit = String(random.pick([1, 3, 7, 24, 100]));
  if (random.chance(0.2)) query.facets = 'false';
  if (random.chance(0.4)) query.includeUnavailable = random.pick(['true', 'false']);
  return query;
}

export function randomDiamondQuery(random: Random, products: GeneratedProduct[]): Query {
  const query: Query = {};
  if (random.chance(0.8)) query.type = respell(random, random.pick(Object.values(options.DiamondKind)));
  const lists: [string, readonly string[]][] = [
    ['shape', options.DIAMOND_SHAPES],
    ['cut', options.DIAMOND_CUTS],
    ['color', options.DIAMOND_COLORS],
    ['clarity', options.DIAMOND_CLARITIES],
    ['certification', options.CERTIFICATIONS],
  ];
  for (const [name, list] of lists) {
    if (random.chance(0.35))
      query[name] = Array.from({ length: random.int(1, 3) }, () => respell(random, random.pick(list))).join(
        random.pick([',', ', ']),
      );
  }
  return common(random, query, products, 'carat');
}

export function randomJewelryQuery(random: Random, products: GeneratedProduct[]): Query {
  const query: Query = {};
  const categories = [
    'engagement',
    'wedding',
    'earrings',
    'necklace',
    'bracelet',
    'pendant',
    'tennis-bracelet',
    'eternity-band',
    'rings',
    'jewelry',
    'Engagement Ring',
  ];
  const single: [string, readonly string[]][] = [
    ['category', categories],
    ['subCategory', ['halo ring', 'Stud Earrings', 'Tennis Necklace', 'Cocktail Ring']],
    ['metal', options.METALS],
    ['classification', options.CLASSIFICATIONS],
    ['stoneType', options.STONE_TYPES],
    ['stoneShape', options.STONE_SHAPES],
    ['gemType', options.GEM_TYPES],
    ['brand', ['House Collection', 'aurora', 'étoile', 'Nobody']],
  ];
  for (const [name, list] of single) if (random.chance(0.3)) query[name] = respell(random, random.pick(list));
  return common(random, query, products, 'totalCaratWeight');
}
