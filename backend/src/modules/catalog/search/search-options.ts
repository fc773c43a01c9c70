/**
 * The filter options shoppers choose from (spec 1 §9), in their canonical spelling. Products store
 * these spellings (the entity's contract), so the search compares canonical values exactly and only
 * the shopper's input is matched loosely.
 */

export const DIAMOND_SHAPES = ['Round', 'Princess', 'Emerald', 'Asscher', 'Marquise', 'Oval', 'Radiant', 'Pear', 'Heart', 'Cushion', 'Baguette'] as const;
export const DIAMOND_CUTS = ['Ideal', 'Excellent', 'Very Good', 'Good', 'Fair'] as const;
/** D to Z. */
export const DIAMOND_COLORS = Array.from({ length: 23 }, (_, index) => String.fromCharCode(68 + index));
/** Spec 1 §9 stops at SI2; feeds also carry the included grades. */
export const DIAMOND_CLARITIES = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1', 'I2', 'I3'] as const;
export const CERTIFICATIONS = ['GIA', 'AGS', 'GCAL', 'EGL', 'IGI', 'GSI', 'HRD'] as const;

export const METALS = [
  '14K White Gold',
  '14K Yellow Gold',
  '14K Rose Gold',
  '18K White Gold',
  '18K Yellow Gold',
  '18K Rose Gold',
  'Platinum',
  'Silver',
] as const;
export const CLASSIFICATIONS = ['Natural Diamond', 'Lab Grown Diamond', 'Wedding Band', 'Precious Metal', 'Other'] as const;
export const STONE_TYPES = ['Diamond', 'Lab Grown Diamond', 'Gemstone'] as const;
export const GEM_TYPES = ['Diamond', 'Ruby', 'Sapphire', 'Emerald', 'Other'] as const;
export const STONE_SHAPES = ['Round', 'Oval', 'Princess', 'Emerald', 'Asscher', 'Marquise', 'Pear', 'Heart', 'Cushion', 'Radiant', 'Baguette'] as const;

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
export const optionKey = (value: string) => value.trim().toLowerCase().replace(/[\s-]+/g, ' ');

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
