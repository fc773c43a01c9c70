import { IMPORT_CATEGORIES } from '@gem-shop/widgets/api';
import type { ImportCategory, ImportMode } from './types';

/** The bulk upload's three categories (spec 2 §2 Bulk upload screens), all available. */
export interface ImportCategoryInfo {
  id: ImportCategory;
  title: string;
  description: string;
  /** The name the template is saved under when the server does not propose one. */
  templateFileName: string;
  /** Quick tips shown in step two (for jewelry while the detailed guide is hidden). */
  tips: string[];
}

const diamondTips = [
  'Start from the template: the first row holds the column names, one diamond per row after it.',
  'Stock #, Shape, Weight, Clarity, Color (or Fancy Color), a price and an Image Link are required.',
  'Price is the price per carat; Total Price the price of the stone (used when given).',
  'Supplier feeds work as they are: common column names (Carat, Stock No…) and codes (RB, EX, VG…) are understood.',
];

/** Each of the API's categories (generated vocabulary) as the screens describe it. */
const categoryInfo: Record<ImportCategory, Omit<ImportCategoryInfo, 'id'>> = {
  'lab-grown': {
    title: 'Lab-Grown Diamonds',
    description: 'Loose lab-grown diamonds (VDB format)',
    templateFileName: 'lab-grown-diamond-template.csv',
    tips: diamondTips,
  },
  natural: {
    title: 'Natural Diamonds',
    description: 'Loose natural diamonds with certificates',
    templateFileName: 'natural-diamond-template.csv',
    tips: diamondTips,
  },
  jewelry: {
    title: 'Jewelry',
    description: 'Rings, earrings, necklaces, bracelets',
    templateFileName: 'jewelry-template.csv',
    tips: [
      'Start from the template: the first row holds the column names, one piece per row after it.',
      'Stock Number, Jewelry Style, Jewelry Classification, Metal, Total Price and Image Link are required.',
      'Jewelry Style must be one of the 35 valid styles; it sets the jewelry category.',
      'A stock number already in the shop updates that product.',
    ],
  },
};

/** The categories in the API's order. */
export const importCategories: ImportCategoryInfo[] = IMPORT_CATEGORIES.map((id) => ({ id, ...categoryInfo[id] }));

export const categoryTitle = (id: ImportCategory) =>
  importCategories.find((category) => category.id === id)?.title ?? id;

export const modeLabels: Record<ImportMode, string> = { upsert: 'Add and update', replace: 'Replace all' };
