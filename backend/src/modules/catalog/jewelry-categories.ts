import { JEWELRY_CATEGORIES } from './vocabulary.js';

/** Spec 1 §9 jewelry categories (the vocabulary's list), and the values the storefront's addresses use for them. */
export { JEWELRY_CATEGORIES };

const BY_ADDRESS: Record<string, string> = {
  engagement: 'Engagement Ring',
  // decisions.md: 'rings' in an address means engagement rings.
  rings: 'Engagement Ring',
  wedding: 'Wedding Band',
  earrings: 'Earrings',
  necklace: 'Necklace',
  bracelet: 'Bracelet',
  pendant: 'Pendant',
  'tennis-bracelet': 'Tennis Bracelet',
  'eternity-band': 'Eternity Band',
};

/** Categories that are rings, for /api/products/type/rings. */
export const RING_CATEGORIES = ['Engagement Ring', 'Wedding Band', 'Eternity Band'];

/**
 * The canonical category for an address value or a name in any case; `null` for 'jewelry' (all);
 * `undefined` when unknown.
 */
export function canonicalCategory(value: string): string | null | undefined {
  const key = value.trim().toLowerCase();
  if (key === 'jewelry') return null;
  return BY_ADDRESS[key] ?? JEWELRY_CATEGORIES.find((category) => category.toLowerCase() === key);
}
