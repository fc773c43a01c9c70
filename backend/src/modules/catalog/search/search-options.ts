import {
  CLARITIES,
  COLORS,
  GEM_TYPES,
  JEWELRY_CLASSIFICATIONS,
  SEARCHABLE_CUTS,
  SEARCHABLE_LABS,
  SEARCHABLE_METALS,
  SEARCHABLE_SHAPES,
  SEARCHABLE_STONE_SHAPES,
  STONE_TYPES,
} from '../vocabulary.js';

/**
 * The filter options shoppers choose from (spec 1 §9), in their canonical spelling. Products store
 * these spellings (the entity's contract), so the search compares canonical values exactly and only
 * the shopper's input is matched loosely.
 */

// The lists themselves are the catalogue's vocabulary (../vocabulary.ts); these are the subsets offered as filters.
export const DIAMOND_SHAPES = SEARCHABLE_SHAPES;
export const DIAMOND_CUTS = SEARCHABLE_CUTS;
export const DIAMOND_COLORS = COLORS;
export const DIAMOND_CLARITIES = CLARITIES;
export const CERTIFICATIONS = SEARCHABLE_LABS;
export const METALS = SEARCHABLE_METALS;
export const CLASSIFICATIONS = JEWELRY_CLASSIFICATIONS;
export { GEM_TYPES, STONE_TYPES };
export const STONE_SHAPES = SEARCHABLE_STONE_SHAPES;

export enum DiamondKind {
  LabGrown = 'lab-grown',
  Natural = 'natural',
}

export enum SearchSort {
  Latest = 'latest',
  PriceAsc = 'price-asc',
  PriceDesc = 'price-desc',
  CaratAsc = 'carat-asc',
  CaratDesc = 'carat-desc',
}

/** Case, hyphens and repeated spaces do not matter: 'very-good' and 'VERY GOOD' are 'Very Good'. */
export const optionKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');

/** Each option list by key, built once per list: imports look up several values per row. */
const byKey = new WeakMap<readonly string[], Map<string, string>>();

/** The canonical spelling of a value, or undefined when it is not an option. */
export function canonicalOption(options: readonly string[], value: string): string | undefined {
  let keys = byKey.get(options);
  if (!keys) {
    keys = new Map(options.map((option) => [optionKey(option), option]).reverse() as [string, string][]);
    byKey.set(options, keys);
  }
  return keys.get(optionKey(value));
}
