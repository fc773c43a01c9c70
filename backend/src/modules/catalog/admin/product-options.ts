import { canonicalOption } from '../search/search-options.js';
import * as vocabulary from '../vocabulary.js';

/**
 * The option lists of the staff forms (spec 2 §3 enumerations), under the names the product rules
 * use: the catalogue's vocabulary (../vocabulary.ts), in full. Values are matched ignoring case,
 * hyphens and repeated spaces and stored canonically, because the diamond and jewelry searches
 * compare canonical values exactly.
 */
export const {
  SHAPES,
  COLORS,
  CLARITIES,
  GRADES,
  LABS,
  AVAILABILITIES,
  FLUORESCENCE,
  FLUORESCENCE_COLORS,
  GROWTH_TYPES,
  CERTIFICATE_VERIFIED,
  JEWELRY_CLASSIFICATIONS,
  METALS,
  MOUNTS,
  JEWELRY_SHAPES,
  JEWELRY_STONE_TYPES,
} = vocabulary;
export const CATEGORIES = vocabulary.JEWELRY_CATEGORIES;
export const SUB_CATEGORIES = vocabulary.JEWELRY_SUB_CATEGORIES;
export const JEWELRY_GEM_TYPES = vocabulary.GEM_TYPES;

/** The canonical spelling of a value, or undefined when it is not in the list. */
export const canonical = canonicalOption;
