import { ProductType } from '../../src/modules/catalog/entities/product.entity.js';
import { JEWELRY_CATEGORIES } from '../../src/modules/catalog/jewelry-categories.js';
import {
  CERTIFICATIONS,
  CLASSIFICATIONS,
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  DIAMOND_CUTS,
  DIAMOND_SHAPES,
  GEM_TYPES,
  METALS,
  STONE_SHAPES,
  STONE_TYPES,
} from '../../src/modules/catalog/search/search-options.js';

/** The searchable fields of a product, as the search tests insert and brute-force them. */
export interface GeneratedProduct {
  id: string;
  productType: ProductType;
  stockNumber: string;
  name: string;
  description: string;
  price: number;
  salePrice: number | null;
  onSale: boolean;
  countInStock: number | null;
  availability: string | null;
  createdAt: Date;
  carat: number | null;
  shape: string | null;
  color: string | null;
  clarity: string | null;
  cut: string | null;
  lab: string | null;
  category: string | null;
  subCategory: string | null;
  metal: string | null;
  classification: string | null;
  stoneType: string | null;
  stoneShape: string | null;
  gemType: string | null;
  brand: string | null;
  totalCaratWeight: number | null;
}

/** A small seeded random source (mulberry32), so a failing case can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (probability: number) => next() < probability;
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  return { next, int, pick, chance, uuid };
}
export type Random = ReturnType<typeof seededRandom>;

// Values outside the option lists and spellings in other cases, which feeds and old data contain.
const ODD_SHAPES = ['Trilliant', 'Old Miner'];
const ODD_METALS = ['10K Yellow Gold', 'Two Tone'];
const SUB_CATEGORIES = [
  'Halo Ring',
  'halo ring',
  'Solitaire Ring',
  'Stud Earrings',
  'STUD EARRINGS',
  'Tennis Necklace',
  'Drop Earrings',
];
const BRANDS = ['House Collection', 'house collection', 'Aurora', 'AURORA', 'Étoile'];

// Few distinct times, prices and weights, so sorting meets many ties and needs its tie-breaker.
const BASE_TIME = Date.UTC(2026, 0, 1);
const createdAt = (random: Random) =>
  new Date(BASE_TIME + random.int(0, 400) * 60_000 + random.pick([0, 0, 0, 123, 456]));
const price = (random: Random) => (random.chance(0.3) ? random.int(2, 400) * 50 : random.int(20_000, 3_000_000) / 100);
const weight = (random: Random) => random.int(4, 120) * 0.05;
const rounded = (value: number) => Math.round(value * 100) / 100;
const sometimes = <T>(random: Random, value: () => T, nullChance: number): T | null =>
  random.chance(nullChance) ? null : value();

/**
 * Sales as stores hold them: real ones (some at another product's price, for ties), a "sale" above the
 * price, the flag without a sale price, and a sale price without the flag. Only real ones change the
 * price the shopper pays.
 */
function sale(random: Random, listPrice: number): Pick<GeneratedProduct, 'salePrice' | 'onSale'> {
  const kind = random.int(0, 9);
  if (kind <= 2)
    return {
      onSale: true,
      salePrice: random.chance(0.5) ? rounded(listPrice * random.pick([0.5, 0.9])) : price(random),
    };
  if (kind === 3) return { onSale: true, salePrice: null };
  if (kind === 4) return { onSale: false, salePrice: rounded(listPrice * 0.8) };
  return { onSale: false, salePrice: null };
}

// Labs' availability values as feeds spell them: orderable, not orderable, and unknown ones.
const LAB_AVAILABILITY = [
  'Available',
  'Available',
  'Available',
  'Guaranteed Available',
  ' available ',
  'G',
  'Unavailable',
  'NA',
  'On Memo',
];

function blank(random: Random, stockNumber: string, productType: ProductType): GeneratedProduct {
  const listPrice = price(random);
  return {
    id: random.uuid(),
    productType,
    stockNumber,
    name: `Test product ${stockNumber}`,
    description: 'Generated for the search tests',
    price: listPrice,
    ...sale(random, listPrice),
    countInStock: null,
    availability: null,
    createdAt: createdAt(random),
    carat: null,
    shape: null,
    color: null,
    clarity: null,
    cut: null,
    lab: null,
    category: null,
    subCategory: null,
    metal: null,
    classification: null,
    stoneType: null,
    stoneShape: null,
    gemType: null,
    brand: null,
    totalCaratWeight: null,
  };
}

export function generateDiamond(random: Random, stockNumber: string): GeneratedProduct {
  const type = random.pick([
    ProductType.LabGrown,
    ProductType.LabGrown,
    ProductType.NaturalDiamond,
    ProductType.Diamond,
  ]);
  return {
    ...blank(random, stockNumber, type),
    carat: sometimes(random, () => rounded(weight(random)), 0.05),
    shape: sometimes(random, () => (random.chance(0.03) ? random.pick(ODD_SHAPES) : random.pick(DIAMOND_SHAPES)), 0.03),
    color: sometimes(random, () => random.pick(DIAMOND_COLORS.slice(0, random.chance(0.8) ? 8 : 23)), 0.05),
    clarity: sometimes(random, () => random.pick(DIAMOND_CLARITIES), 0.05),
    cut: sometimes(random, () => random.pick(DIAMOND_CUTS), 0.15),
    lab: sometimes(random, () => random.pick(CERTIFICATIONS), 0.05),
    // A known stock count overrides the lab's word.
    countInStock: random.chance(0.1) ? random.pick([0, 1, 7]) : null,
    availability: sometimes(random, () => random.pick(LAB_AVAILABILITY), 0.1),
  };
}

export function generateJewelry(random: Random, stockNumber: string): GeneratedProduct {
  return {
    ...blank(random, stockNumber, random.pick([ProductType.Jewelry, ProductType.Jewelry, ProductType.Ring])),
    category: sometimes(random, () => random.pick(JEWELRY_CATEGORIES), 0.05),
    subCategory: sometimes(random, () => random.pick(SUB_CATEGORIES), 0.2),
    metal: sometimes(random, () => (random.chance(0.05) ? random.pick(ODD_METALS) : random.pick(METALS)), 0.05),
    classification: sometimes(random, () => random.pick(CLASSIFICATIONS), 0.1),
    stoneType: sometimes(random, () => random.pick(STONE_TYPES), 0.1),
    stoneShape: sometimes(random, () => random.pick(STONE_SHAPES), 0.1),
    gemType: sometimes(random, () => random.pick(GEM_TYPES), 0.1),
    brand: sometimes(random, () => random.pick(BRANDS), 0.2),
    totalCaratWeight: sometimes(random, () => rounded(weight(random) / 2), 0.1),
    // Unknown stock is not orderable, whatever a lab availability says (only diamonds have one).
    countInStock: sometimes(random, () => random.pick([0, 1, 3, 8]), 0.25),
    availability: random.chance(0.1) ? 'Available' : null,
  };
}

/** A catalogue of diamonds and jewelry with nulls, ties, odd values and mixed-case open-ended fields. */
export function generateCatalogue(
  seed: number,
  diamonds: number,
  jewelry: number,
  prefix = 'SRCH',
): GeneratedProduct[] {
  const random = seededRandom(seed);
  return [
    ...Array.from({ length: diamonds }, (_, index) => generateDiamond(random, `${prefix}-D${index}`)),
    ...Array.from({ length: jewelry }, (_, index) => generateJewelry(random, `${prefix}-J${index}`)),
  ];
}
