import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { OrderedContent, type OrderedContentOptionalProps } from './ordered-content.entity.js';

/** Spec 3 §3: stored value → label shown to staff. */
export const SHOP_CATEGORY_TYPES = {
  jewelry: 'Jewelry',
  diamonds: 'Diamonds',
  'engagement-rings': 'Engagement Rings',
  'wedding-rings': 'Wedding Rings',
  necklaces: 'Necklaces',
  earrings: 'Earrings',
  bracelets: 'Bracelets',
  pendants: 'Pendants',
  rings: 'Rings',
  custom: 'Custom',
} as const;
export type ShopCategoryType = keyof typeof SHOP_CATEGORY_TYPES;
export const SHOP_CATEGORY_TYPE_VALUES = Object.keys(SHOP_CATEGORY_TYPES) as ShopCategoryType[];

/** Spec 3 §2.7: a tile links to one of these storefront paths, nothing else. */
export const SHOP_CATEGORY_LINKS = [
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
] as const;
export type ShopCategoryLink = (typeof SHOP_CATEGORY_LINKS)[number];

/** Which products a tile stands for (kept for the storefront; not applied by the server). */
export interface ProductFilters {
  category?: string;
  productType?: string;
  specifications?: { category?: string; material?: string; diamondType?: string };
}

/** A tile of the home page's shop-by-category section. */
@Entity({ tableName: 'shop_categories' })
@Index({ name: 'shop_categories_is_active_order_index', properties: ['isActive', 'order'] })
export class ShopCategory extends OrderedContent {
  [OptionalProps]?: OrderedContentOptionalProps | 'description' | 'categoryType' | 'productFilters';

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ length: 100 })
  linkUrl!: ShopCategoryLink;

  @Enum({ items: SHOP_CATEGORY_TYPE_VALUES, default: 'jewelry' })
  categoryType: ShopCategoryType = 'jewelry';

  @Property({ type: 'jsonb', defaultRaw: "'{}'" })
  productFilters: ProductFilters = {};
}
