import type { components } from '@gem-shop/widgets/api';

type Schemas = components['schemas'];

/** Spec 3 §2.7: the storefront pages a tile may lead to, and no others. */
export const categoryLinks = [
  '/jewelry',
  '/diamonds',
  '/jewelry?category=engagement',
  '/jewelry?category=wedding',
  '/jewelry?category=necklace',
  '/jewelry?category=earrings',
  '/jewelry?category=bracelet',
  '/jewelry?category=pendant',
  '/diamonds?shape=round',
  '/diamonds?shape=oval',
  '/diamonds?shape=princess',
  '/diamonds?shape=emerald',
  '/diamonds?shape=cushion',
  '/custom-jewelry',
] as const satisfies readonly Schemas['ShopCategoryLink'][];

export const categoryTypes = [
  { value: 'jewelry', label: 'Jewelry' },
  { value: 'diamonds', label: 'Diamonds' },
  { value: 'engagement-rings', label: 'Engagement Rings' },
  { value: 'wedding-rings', label: 'Wedding Rings' },
  { value: 'necklaces', label: 'Necklaces' },
  { value: 'earrings', label: 'Earrings' },
  { value: 'bracelets', label: 'Bracelets' },
  { value: 'pendants', label: 'Pendants' },
  { value: 'rings', label: 'Rings' },
  { value: 'custom', label: 'Custom' },
] as const satisfies readonly { value: Schemas['ShopCategoryType']; label: string }[];

export type ProductFilters = Schemas['ProductFiltersDto'];

/** A shop-by-category tile of the home page (GET /api/admin/shop-categories, generated from openapi.json). */
export type ShopCategory = Schemas['ShopCategoryDto'];

/** The modal's values; the product filters are flat here and nested again when sent. */
export type ShopCategoryValues = {
  title: string;
  description: string;
  linkUrl: string;
  categoryType: string;
  filterCategory: string;
  filterProductType: string;
  filterSpecCategory: string;
  filterMaterial: string;
  filterDiamondType: string;
  order: string;
  isActive: boolean;
};
