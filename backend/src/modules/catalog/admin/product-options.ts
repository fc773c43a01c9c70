import { canonicalOption, CLASSIFICATIONS, DIAMOND_CLARITIES, DIAMOND_COLORS, GEM_TYPES, STONE_TYPES } from '../search/search-options.js';
import { JEWELRY_CATEGORIES } from '../jewelry-categories.js';

/**
 * The option lists of the staff forms (spec 2 §3 enumerations) in their canonical spelling. Values are
 * matched ignoring case, hyphens and repeated spaces and stored canonically, because the diamond and
 * jewelry searches compare canonical values exactly.
 */
export const SHAPES = ['Round', 'Princess', 'Emerald', 'Asscher', 'Marquise', 'Oval', 'Radiant', 'Pear', 'Heart', 'Cushion', 'Baguette', 'Trilliant'];
export const COLORS = DIAMOND_COLORS;
export const CLARITIES = [...DIAMOND_CLARITIES];
export const GRADES = ['Ideal', 'Excellent', 'Very Good', 'Good', 'Fair', 'Poor'];
export const LABS = ['GIA', 'AGS', 'GCAL', 'EGL', 'IGI', 'GSI', 'HRD', 'SSEF', 'Gübelin', 'OTHER'];
export const AVAILABILITIES = ['Guaranteed Available', 'Available', 'Unavailable'];
export const FLUORESCENCE = ['None', 'Faint', 'Medium', 'Strong', 'Very Strong'];
export const FLUORESCENCE_COLORS = ['Blue', 'Yellow', 'White', 'Green', 'Orange'];
export const GROWTH_TYPES = ['CVD', 'HPHT', 'Unknown'];
export const CERTIFICATE_VERIFIED = ['Yes', 'No', 'Pending'];

export const JEWELRY_CLASSIFICATIONS = [...CLASSIFICATIONS];
export const CATEGORIES = [...JEWELRY_CATEGORIES];
export const SUB_CATEGORIES = [
  'Solitaire Ring', 'Classic Ring', 'Halo Ring', 'Three Stone Ring', 'Diamond Ring', 'Stacking Ring',
  'Huggie Earrings', 'Stud Earrings', 'Drop Earrings', 'Tennis Necklace', 'Chain Bracelet',
];
/** The add form's, the edit dialog's and the bulk guide's metals together. */
export const METALS = [
  ...['10K', '14K', '18K', '21K', '22K', '24K'].flatMap((karat) => [`${karat} White Gold`, `${karat} Yellow Gold`, `${karat} Rose Gold`]),
  'Platinum', 'Silver', 'Mix Metal', 'Two Tone',
];
export const MOUNTS = ['Mount', 'Semimount'];
export const JEWELRY_SHAPES = ['Round', 'Oval', 'Princess', 'Square', 'Emerald', 'Asscher', 'Marquise', 'Pear', 'Heart', 'Cushion', 'Radiant', 'Baguette', 'Briolette', 'Bullet', 'Eurocut'];
export const JEWELRY_STONE_TYPES = [...STONE_TYPES, 'Natural Diamond', 'None'];
export const JEWELRY_GEM_TYPES = [...GEM_TYPES];

/** The canonical spelling of a value, or undefined when it is not in the list. */
export const canonical = canonicalOption;
