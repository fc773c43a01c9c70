import type { JEWELRY_CATEGORIES } from './jewelry-categories.js';

export interface JewelryStyle {
  /** Canonical spelling (spec csv-templates.md). */
  name: string;
  category: (typeof JEWELRY_CATEGORIES)[number];
  /** Only where a spec 2 sub-category plainly fits the style. */
  subCategory?: string;
  /** The bulk guide's group, which lists it (not the shop category: pearls and fashion rings are groups of their own). */
  group: JewelryStyleGroup;
}

/**
 * The bulk guide's groups of the styles, in its order. openapi.json publishes the styles as the enum
 * JewelryStyle and each group's as a named enum of its own (JewelryStyleGroupsDto), so the console
 * lists and groups them from the generated client.
 */
export const JEWELRY_STYLE_GROUPS = [
  'engagementRings',
  'weddingBands',
  'fashionRings',
  'earrings',
  'bracelets',
  'necklaces',
  'pearls',
] as const;
export type JewelryStyleGroup = (typeof JEWELRY_STYLE_GROUPS)[number];

/**
 * The bulk guide's 35 Jewelry Style values and the shop category each belongs to. The shop has no
 * fashion-ring category: fashion and pearl rings go to Engagement Ring, the category the storefront's
 * 'rings' address shows (decisions.md). Pendant necklaces go to Pendant, where shoppers look for them.
 */
export const JEWELRY_STYLES: readonly JewelryStyle[] = [
  {
    name: 'Solitaire Engagement Ring',
    category: 'Engagement Ring',
    subCategory: 'Solitaire Ring',
    group: 'engagementRings',
  },
  {
    name: 'Three Stone Engagement Ring',
    category: 'Engagement Ring',
    subCategory: 'Three Stone Ring',
    group: 'engagementRings',
  },
  { name: 'Side Stone Engagement Ring', category: 'Engagement Ring', group: 'engagementRings' },
  { name: 'Halo Engagement Ring', category: 'Engagement Ring', subCategory: 'Halo Ring', group: 'engagementRings' },
  { name: 'Gemstone Engagement Ring', category: 'Engagement Ring', group: 'engagementRings' },
  { name: 'Vintage Engagement Ring', category: 'Engagement Ring', group: 'engagementRings' },
  { name: 'Diamond Wedding Band', category: 'Wedding Band', group: 'weddingBands' },
  { name: 'Plain Wedding Band', category: 'Wedding Band', group: 'weddingBands' },
  { name: 'Eternity Wedding Band', category: 'Eternity Band', group: 'weddingBands' },
  { name: "Men's Wedding Band", category: 'Wedding Band', group: 'weddingBands' },
  { name: 'Stacking Wedding Band', category: 'Wedding Band', subCategory: 'Stacking Ring', group: 'weddingBands' },
  { name: 'Gemstone Wedding Band', category: 'Wedding Band', group: 'weddingBands' },
  { name: "Men's Fashion Ring", category: 'Engagement Ring', group: 'fashionRings' },
  { name: "Women's Fashion Ring", category: 'Engagement Ring', group: 'fashionRings' },
  { name: 'Stud Earrings', category: 'Earrings', subCategory: 'Stud Earrings', group: 'earrings' },
  { name: 'Fashion Stud Earrings', category: 'Earrings', subCategory: 'Stud Earrings', group: 'earrings' },
  { name: 'Drop Earrings', category: 'Earrings', subCategory: 'Drop Earrings', group: 'earrings' },
  { name: 'Chandelier Earrings', category: 'Earrings', group: 'earrings' },
  { name: 'Hoop Earrings', category: 'Earrings', group: 'earrings' },
  { name: 'Tennis Bracelet', category: 'Tennis Bracelet', group: 'bracelets' },
  { name: 'Bangle Bracelet', category: 'Bracelet', group: 'bracelets' },
  { name: 'Cuff Bracelet', category: 'Bracelet', group: 'bracelets' },
  { name: 'Link Bracelet', category: 'Bracelet', subCategory: 'Chain Bracelet', group: 'bracelets' },
  { name: 'Fashion Bracelet', category: 'Bracelet', group: 'bracelets' },
  { name: 'Tennis Necklace', category: 'Necklace', subCategory: 'Tennis Necklace', group: 'necklaces' },
  { name: 'Wreath Necklace', category: 'Necklace', group: 'necklaces' },
  { name: 'Lariat Necklace', category: 'Necklace', group: 'necklaces' },
  { name: 'Choker Necklace', category: 'Necklace', group: 'necklaces' },
  { name: 'Pendant Necklace', category: 'Pendant', group: 'necklaces' },
  { name: 'Single Strand Pearl Necklace', category: 'Necklace', group: 'pearls' },
  { name: 'Fashion Pearl Necklace', category: 'Necklace', group: 'pearls' },
  { name: 'Pearl Bracelet', category: 'Bracelet', group: 'pearls' },
  { name: 'Pearl Earrings', category: 'Earrings', group: 'pearls' },
  { name: 'Pearl Pendant', category: 'Pendant', group: 'pearls' },
  { name: 'Pearl Ring', category: 'Engagement Ring', group: 'pearls' },
];

/** The styles of one group of the guide, in the guide's order. */
export const stylesOfGroup = (group: JewelryStyleGroup): string[] =>
  JEWELRY_STYLES.filter((style) => style.group === group).map((style) => style.name);

// Spreadsheets turn ' into a typographic apostrophe, so both spellings match.
const styleKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\u2019/g, "'");
const BY_KEY = new Map(JEWELRY_STYLES.map((style) => [styleKey(style.name), style]));

/** The style named by the text in any case, or undefined when it is none of the 35. */
export const findStyle = (text: string): JewelryStyle | undefined => BY_KEY.get(styleKey(text));
export const canonicalStyle = (text: string): string | undefined => findStyle(text)?.name;
