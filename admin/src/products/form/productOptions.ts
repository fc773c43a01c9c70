import {
  BRACELET_STYLES,
  CENTER_STONE_GEM_TYPES,
  CENTER_STONE_TYPES,
  CERTIFICATE_VERIFIED as API_CERTIFICATE_VERIFIED,
  DIAMOND_AVAILABILITIES,
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  EARRING_STYLES,
  ENGAGEMENT_RING_STYLES,
  FASHION_RING_STYLES,
  FLUORESCENCE_COLORS as API_FLUORESCENCE_COLORS,
  FLUORESCENCES,
  GROWTH_TYPES as API_GROWTH_TYPES,
  JEWELRY_CATEGORIES as API_JEWELRY_CATEGORIES,
  JEWELRY_CLASSIFICATIONS as API_CLASSIFICATIONS,
  JEWELRY_MOUNTS,
  JEWELRY_SHAPES as API_JEWELRY_SHAPES,
  JEWELRY_STYLES as API_JEWELRY_STYLES,
  JEWELRY_SUB_CATEGORIES as API_SUB_CATEGORIES,
  NECKLACE_STYLES,
  PEARL_STYLES,
  PRODUCT_GRADES,
  PRODUCT_LABS,
  PRODUCT_SHAPES,
  WEDDING_BAND_STYLES,
  type CenterStoneType,
  type CertificateVerified,
  type JewelryCategory,
  type JewelryClassification,
  type JewelryStyle,
  type JewelryStyleGroup,
  type JewelrySubCategory,
  type ProductGrade,
  type ProductLab,
  type ProductMetal,
} from '@gem-shop/widgets/api';

/**
 * The option lists of the add forms and the edit dialog (spec 2 §3 Enumerations), in the spellings the
 * server stores (backend catalog/admin/product-options.ts): the server matches values ignoring case,
 * hyphens and spaces, but storing its spelling keeps the shop's searches exact. A list the API names
 * (its generated vocabulary, `@gem-shop/widgets/api`) is taken from there; the forms' own order, where
 * it differs, is a rank keyed by the API's type.
 */

/** The forms' order of values the API lists in another order. */
const inOrder = <T extends string>(values: readonly T[], rank: Record<T, number>): T[] =>
  [...values].sort((a, b) => rank[a] - rank[b]);

/** Natural add-form shapes: all the API's. */
export const NATURAL_SHAPES = PRODUCT_SHAPES;
/** Lab-grown add-form shapes: the natural form's but Baguette and Trilliant. */
export const DIAMOND_SHAPES = PRODUCT_SHAPES.filter((shape) => shape !== 'Baguette' && shape !== 'Trilliant');

/** D to Z. */
export const COLORS = DIAMOND_COLORS;
export const CLARITIES = DIAMOND_CLARITIES;
/** Cut grade, polish and symmetry of loose diamonds; also the center stone's cut. */
export const GRADES = PRODUCT_GRADES;
export const FLUORESCENCE = FLUORESCENCES;
export const FLUORESCENCE_COLORS = API_FLUORESCENCE_COLORS;

/** The API's labs, each form leaving out the others' own: HRD and OTHER (jewelry), SSEF and Gübelin (natural gemstone labs). */
const labsBut = (...left: ProductLab[]) => PRODUCT_LABS.filter((lab) => !left.includes(lab));
export const LABS = labsBut('HRD', 'SSEF', 'Gübelin', 'OTHER');
export const NATURAL_LABS = labsBut('HRD', 'OTHER');
export const JEWELRY_LABS = labsBut('SSEF', 'Gübelin');

export const GROWTH_TYPES = API_GROWTH_TYPES;
export const AVAILABILITIES = DIAMOND_AVAILABILITIES;
/** Spec 2 §4 order: the default first. */
export const CERTIFICATE_VERIFIED = inOrder<CertificateVerified>(API_CERTIFICATE_VERIFIED, {
  No: 0,
  Yes: 1,
  Pending: 2,
});
// The form's suggestions only: the server keeps any text for share access, featured, pair and H&A (no list of its own).
export const YES_NO = ['Yes', 'No'] as const;
export const PAIR = ['Single', 'Pair'] as const;
export const HEARTS_AND_ARROWS = ['None', 'Yes', 'No'] as const;

/**
 * The add form's five. The server accepts all five (search-options.ts CLASSIFICATIONS) and stores
 * 'Lab Grown Diamond' in this spelling.
 */
export const JEWELRY_CLASSIFICATIONS = inOrder<JewelryClassification>(API_CLASSIFICATIONS, {
  'Natural Diamond': 0,
  'Lab Grown Diamond': 1,
  Other: 2,
  'Wedding Band': 3,
  'Precious Metal': 4,
});
export const JEWELRY_CATEGORIES = API_JEWELRY_CATEGORIES;
export const JEWELRY_SUB_CATEGORIES = API_SUB_CATEGORIES;
/**
 * The sub-categories that fit each category, so the forms offer only those (a halo ring is no earring). Keyed and
 * valued by the API's types, so a renamed value fails the typecheck; productSections.test checks every sub-category
 * belongs somewhere. Pendant and Tennis Bracelet have none of their own.
 */
export const SUB_CATEGORIES_OF: Record<JewelryCategory, readonly JewelrySubCategory[]> = {
  'Engagement Ring': ['Solitaire Ring', 'Classic Ring', 'Halo Ring', 'Three Stone Ring', 'Diamond Ring'],
  'Wedding Band': ['Classic Ring', 'Diamond Ring', 'Stacking Ring'],
  'Eternity Band': ['Diamond Ring', 'Stacking Ring'],
  Earrings: ['Huggie Earrings', 'Stud Earrings', 'Drop Earrings'],
  Necklace: ['Tennis Necklace'],
  Bracelet: ['Chain Bracelet'],
  Pendant: [],
  'Tennis Bracelet': [],
};
/** The bulk guide's words for the API's groups of the 35 jewelry styles, in the guide's order. */
const STYLE_GROUP_LABELS: Record<JewelryStyleGroup, string> = {
  engagementRings: 'Engagement rings',
  weddingBands: 'Wedding bands',
  fashionRings: 'Fashion rings',
  earrings: 'Earrings',
  bracelets: 'Bracelets',
  necklaces: 'Necklaces',
  pearls: 'Pearls',
};
/** Each group's styles: the API's enum of that group (JewelryStyleGroupsDto). */
const STYLES_OF_GROUP: Record<JewelryStyleGroup, readonly JewelryStyle[]> = {
  engagementRings: ENGAGEMENT_RING_STYLES,
  weddingBands: WEDDING_BAND_STYLES,
  fashionRings: FASHION_RING_STYLES,
  earrings: EARRING_STYLES,
  bracelets: BRACELET_STYLES,
  necklaces: NECKLACE_STYLES,
  pearls: PEARL_STYLES,
};
/** The 35 jewelry styles (spec csv-templates, canonical spelling) by group, as the bulk guide shows them. */
export const JEWELRY_STYLE_GROUPS: { group: string; styles: JewelryStyle[] }[] = (
  Object.keys(STYLE_GROUP_LABELS) as JewelryStyleGroup[]
).map((key) => ({ group: STYLE_GROUP_LABELS[key], styles: [...STYLES_OF_GROUP[key]] }));
/** The add form's and the edit dialog's list: the API's styles, in the guide's order. */
export const JEWELRY_STYLES = API_JEWELRY_STYLES;

/** The add form's metals: a choice among the API's, in the form's order (checked against the API's type). */
export const METALS = [
  '14K White Gold',
  '18K White Gold',
  '22K White Gold',
  '24K White Gold',
  '14K Yellow Gold',
  '18K Yellow Gold',
  '22K Yellow Gold',
  '24K Yellow Gold',
  '14K Rose Gold',
  '18K Rose Gold',
  'Platinum',
  'Silver',
] as const satisfies readonly ProductMetal[];
export const MOUNTS = JEWELRY_MOUNTS;
/** Supported shapes and the center and side stone shapes. */
export const JEWELRY_SHAPES = API_JEWELRY_SHAPES;
export const STONE_TYPES = inOrder<CenterStoneType>(CENTER_STONE_TYPES, {
  Diamond: 0,
  Gemstone: 1,
  'Lab Grown Diamond': 2,
});
export const GEM_TYPES = CENTER_STONE_GEM_TYPES;
/** The center stone's polish and symmetry, written as the add form writes them. */
export const STONE_GRADES = [
  'POOR',
  'FAIR',
  'GOOD',
  'VERY GOOD',
  'EXCELLENT',
] as const satisfies readonly Uppercase<ProductGrade>[];

// The ring form's suggestions only: the server keeps any text for material, width and size (no list of its own).
export const RING_MATERIALS = ['Platinum', 'Yellow Gold', 'Rose Gold', 'White Gold'] as const;
export const RING_WIDTHS = ['2 mm', '2.5 mm', '3 mm', '4 mm', '5 mm', '6 mm'] as const;
/** A to Z with half sizes (A, A½, B, …, Z½): the ½ sign reads as the shop's ring-size charts do. */
export const RING_SIZES: readonly string[] = Array.from({ length: 26 }, (_, index) =>
  String.fromCharCode(65 + index),
).flatMap((letter) => [letter, `${letter}½`]);
