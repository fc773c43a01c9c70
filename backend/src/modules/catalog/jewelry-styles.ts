import type { JEWELRY_CATEGORIES } from './jewelry-categories.js';

export interface JewelryStyle {
  /** Canonical spelling (spec csv-templates.md). */
  name: string;
  category: (typeof JEWELRY_CATEGORIES)[number];
  /** Only where a spec 2 sub-category plainly fits the style. */
  subCategory?: string;
}

/**
 * The bulk guide's 35 Jewelry Style values under the guide's groups, and the shop category each belongs
 * to. The shop has no fashion-ring category: fashion and pearl rings go to Engagement Ring, the category
 * the storefront's 'rings' address shows (decisions.md). Pendant necklaces go to Pendant, where shoppers
 * look for them.
 */
const GROUPED = {
  engagementRings: [
    { name: 'Solitaire Engagement Ring', category: 'Engagement Ring', subCategory: 'Solitaire Ring' },
    { name: 'Three Stone Engagement Ring', category: 'Engagement Ring', subCategory: 'Three Stone Ring' },
    { name: 'Side Stone Engagement Ring', category: 'Engagement Ring' },
    { name: 'Halo Engagement Ring', category: 'Engagement Ring', subCategory: 'Halo Ring' },
    { name: 'Gemstone Engagement Ring', category: 'Engagement Ring' },
    { name: 'Vintage Engagement Ring', category: 'Engagement Ring' },
  ],
  weddingBands: [
    { name: 'Diamond Wedding Band', category: 'Wedding Band' },
    { name: 'Plain Wedding Band', category: 'Wedding Band' },
    { name: 'Eternity Wedding Band', category: 'Eternity Band' },
    { name: "Men's Wedding Band", category: 'Wedding Band' },
    { name: 'Stacking Wedding Band', category: 'Wedding Band', subCategory: 'Stacking Ring' },
    { name: 'Gemstone Wedding Band', category: 'Wedding Band' },
  ],
  fashionRings: [
    { name: "Men's Fashion Ring", category: 'Engagement Ring' },
    { name: "Women's Fashion Ring", category: 'Engagement Ring' },
  ],
  earrings: [
    { name: 'Stud Earrings', category: 'Earrings', subCategory: 'Stud Earrings' },
    { name: 'Fashion Stud Earrings', category: 'Earrings', subCategory: 'Stud Earrings' },
    { name: 'Drop Earrings', category: 'Earrings', subCategory: 'Drop Earrings' },
    { name: 'Chandelier Earrings', category: 'Earrings' },
    { name: 'Hoop Earrings', category: 'Earrings' },
  ],
  bracelets: [
    { name: 'Tennis Bracelet', category: 'Tennis Bracelet' },
    { name: 'Bangle Bracelet', category: 'Bracelet' },
    { name: 'Cuff Bracelet', category: 'Bracelet' },
    { name: 'Link Bracelet', category: 'Bracelet', subCategory: 'Chain Bracelet' },
    { name: 'Fashion Bracelet', category: 'Bracelet' },
  ],
  necklaces: [
    { name: 'Tennis Necklace', category: 'Necklace', subCategory: 'Tennis Necklace' },
    { name: 'Wreath Necklace', category: 'Necklace' },
    { name: 'Lariat Necklace', category: 'Necklace' },
    { name: 'Choker Necklace', category: 'Necklace' },
    { name: 'Pendant Necklace', category: 'Pendant' },
  ],
  pearls: [
    { name: 'Single Strand Pearl Necklace', category: 'Necklace' },
    { name: 'Fashion Pearl Necklace', category: 'Necklace' },
    { name: 'Pearl Bracelet', category: 'Bracelet' },
    { name: 'Pearl Earrings', category: 'Earrings' },
    { name: 'Pearl Pendant', category: 'Pendant' },
    { name: 'Pearl Ring', category: 'Engagement Ring' },
  ],
} satisfies Record<string, readonly JewelryStyle[]>;
/** The bulk guide's groups of the styles (not the shop categories: pearls and fashion rings are groups of their own). */
export type JewelryStyleGroup = keyof typeof GROUPED;

/** The 35 styles in the guide's order. */
export const JEWELRY_STYLES: readonly JewelryStyle[] = Object.values(GROUPED).flat();
/**
 * The styles of one group of the guide, in its order. openapi.json publishes the styles as the enum
 * JewelryStyle and each group's as a named enum of its own (JewelryStyleGroupsDto), so the console
 * lists and groups them from the generated client.
 */
export const stylesOfGroup = (group: JewelryStyleGroup): string[] => GROUPED[group].map((style) => style.name);

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
