import { type ImportCategory, ProductType } from '../../catalog/index.js';

// The categories themselves are the catalogue's (suppliers name them too); what they mean to an import is here.
export { IMPORT_CATEGORIES, type ImportCategory, isImportCategory } from '../../catalog/index.js';

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
