import { ProductType } from '../../catalog/index.js';

/** The three bulk-upload categories (spec 2 bulk upload screens), as the console and the API name them. */
export const IMPORT_CATEGORIES = ['lab-grown', 'natural', 'jewelry'] as const;
export type ImportCategory = (typeof IMPORT_CATEGORIES)[number];

export const isImportCategory = (value: unknown): value is ImportCategory =>
  IMPORT_CATEGORIES.includes(value as ImportCategory);

const PRODUCT_TYPES: Record<ImportCategory, ProductType> = {
  'lab-grown': ProductType.LabGrown,
  natural: ProductType.NaturalDiamond,
  jewelry: ProductType.Jewelry,
};
export const productTypeOf = (category: ImportCategory): ProductType => PRODUCT_TYPES[category];

/** Spec 2 §3: the names the template downloads carry. */
export const TEMPLATE_FILE_NAMES: Record<ImportCategory, string> = {
  'lab-grown': 'lab-grown-diamond-template.csv',
  natural: 'natural-diamond-template.csv',
  jewelry: 'jewelry-template.csv',
};
