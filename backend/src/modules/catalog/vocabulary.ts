/**
 * The catalogue's vocabulary: every list of allowed values, written once, in canonical spelling
 * (products store these spellings, so searches compare them exactly; input is matched ignoring case,
 * hyphens and repeated spaces, search/search-options.ts canonicalOption). The staff forms and the
 * CSV import accept the full lists; the shoppers' search offers the subsets derived below. The DTOs
 * publish each list in openapi.json under the enum name given with it, which the front ends import.
 */

const without = <T extends string>(list: readonly T[], left: readonly T[]): T[] =>
  list.filter((value) => !left.includes(value));

// ---- diamonds ------------------------------------------------------------------------------------

/** Diamond shapes the staff forms and the import accept (enum ProductShape). */
export const SHAPES = [
  'Round',
  'Princess',
  'Emerald',
  'Asscher',
  'Marquise',
  'Oval',
  'Radiant',
  'Pear',
  'Heart',
  'Cushion',
  'Baguette',
  'Trilliant',
] as const;
/**
 * The shapes shoppers filter by (spec 1 §9; enum DiamondShape): Trilliant is stored and shown but not
 * offered as a filter (the search index codes the others only).
 */
export const SEARCHABLE_SHAPES = without(SHAPES, ['Trilliant']);
export type ProductShape = (typeof SHAPES)[number];

/** Cut, polish and symmetry grades (enum ProductGrade). */
export const GRADES = ['Ideal', 'Excellent', 'Very Good', 'Good', 'Fair', 'Poor'] as const;
export type ProductGrade = (typeof GRADES)[number];
/** The cut grades shoppers filter by (spec 1 §9 stops at Fair; enum DiamondCut). */
export const SEARCHABLE_CUTS = without(GRADES, ['Poor']);

/** D to Z (enum DiamondColor). */
export const COLORS: readonly string[] = Array.from({ length: 23 }, (_, index) => String.fromCharCode(68 + index));
/** Spec 1 §9 stops at SI2; feeds also carry the included grades (enum DiamondClarity). */
export const CLARITIES = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1', 'I2', 'I3'] as const;
export type DiamondClarity = (typeof CLARITIES)[number];

/** Grading labs the staff forms and the import accept (enum ProductLab). */
export const LABS = ['GIA', 'AGS', 'GCAL', 'EGL', 'IGI', 'GSI', 'HRD', 'SSEF', 'Gübelin', 'OTHER'] as const;
export type ProductLab = (typeof LABS)[number];
/** The labs shoppers filter by (spec 1 §9; enum DiamondCertification): the gemstone labs and OTHER are not offered. */
export const SEARCHABLE_LABS = without(LABS, ['SSEF', 'Gübelin', 'OTHER']);

export const AVAILABILITIES = ['Guaranteed Available', 'Available', 'Unavailable'] as const;
export const FLUORESCENCE = ['None', 'Faint', 'Medium', 'Strong', 'Very Strong'] as const;
export type Fluorescence = (typeof FLUORESCENCE)[number];
export const FLUORESCENCE_COLORS = ['Blue', 'Yellow', 'White', 'Green', 'Orange'] as const;
export const GROWTH_TYPES = ['CVD', 'HPHT', 'Unknown'] as const;
export const CERTIFICATE_VERIFIED = ['Yes', 'No', 'Pending'] as const;

// ---- jewelry -------------------------------------------------------------------------------------

/** Spec 1 §9 jewelry categories (enum JewelryCategory; jewelry-categories.ts maps addresses onto them). */
export const JEWELRY_CATEGORIES = [
  'Engagement Ring',
  'Wedding Band',
  'Earrings',
  'Necklace',
  'Bracelet',
  'Pendant',
  'Tennis Bracelet',
  'Eternity Band',
] as const;
export const JEWELRY_SUB_CATEGORIES = [
  'Solitaire Ring',
  'Classic Ring',
  'Halo Ring',
  'Three Stone Ring',
  'Diamond Ring',
  'Stacking Ring',
  'Huggie Earrings',
  'Stud Earrings',
  'Drop Earrings',
  'Tennis Necklace',
  'Chain Bracelet',
] as const;
export const JEWELRY_CLASSIFICATIONS = [
  'Natural Diamond',
  'Lab Grown Diamond',
  'Wedding Band',
  'Precious Metal',
  'Other',
] as const;

const KARATS = ['10K', '14K', '18K', '21K', '22K', '24K'] as const;
const GOLDS = ['White', 'Yellow', 'Rose'] as const;
const OTHER_METALS = ['Platinum', 'Silver', 'Mix Metal', 'Two Tone'] as const;
export type ProductMetal = `${(typeof KARATS)[number]} ${(typeof GOLDS)[number]} Gold` | (typeof OTHER_METALS)[number];
/** The add form's, the edit dialog's and the bulk guide's metals together (enum ProductMetal). */
export const METALS: readonly ProductMetal[] = [
  ...KARATS.flatMap((karat) => GOLDS.map((gold) => `${karat} ${gold} Gold` as const)),
  ...OTHER_METALS,
];
/** The metals shoppers filter by (spec 1 §9; enum JewelryMetal): 14K and 18K gold, platinum and silver. */
export const SEARCHABLE_METALS = METALS.filter(
  (metal) => /^1[48]K /.test(metal) || metal === 'Platinum' || metal === 'Silver',
);

export const MOUNTS = ['Mount', 'Semimount'] as const;

/** Stone shapes of jewelry: center and side stones, supported shapes of settings (enum JewelryShape). */
export const JEWELRY_SHAPES = [
  'Round',
  'Oval',
  'Princess',
  'Square',
  'Emerald',
  'Asscher',
  'Marquise',
  'Pear',
  'Heart',
  'Cushion',
  'Radiant',
  'Baguette',
  'Briolette',
  'Bullet',
  'Eurocut',
] as const;
export type JewelryShape = (typeof JEWELRY_SHAPES)[number];
/** The center-stone shapes shoppers filter by (enum CenterStoneShape): the rare cuts are not offered. */
export const SEARCHABLE_STONE_SHAPES = without(JEWELRY_SHAPES, ['Square', 'Briolette', 'Bullet', 'Eurocut']);

/** Center-stone types shoppers filter by (enum CenterStoneType). */
export const STONE_TYPES = ['Diamond', 'Lab Grown Diamond', 'Gemstone'] as const;
/** The stone types the staff forms accept (enum JewelryStoneType): the searched ones, Natural Diamond and None. */
export const JEWELRY_STONE_TYPES = [...STONE_TYPES, 'Natural Diamond', 'None'] as const;
/** Gem types of jewelry stones (enum CenterStoneGemType). */
export const GEM_TYPES = ['Diamond', 'Ruby', 'Sapphire', 'Emerald', 'Other'] as const;
