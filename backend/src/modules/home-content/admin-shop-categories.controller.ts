import {
  CreateShopCategoryDto,
  CreateShopCategoryFormDto,
  ReorderShopCategoriesDto,
  ShopCategoryDto,
  UpdateShopCategoryDto,
  UpdateShopCategoryFormDto,
} from './dto/shop-category.dto.js';
import { orderedContentController } from './ordered-content.controller.js';
import { SHOP_CATEGORY_SORT } from './ordered-content.service.js';
import { ShopCategoriesService } from './shop-categories.service.js';

/** Staff routes of the shop-by-category tiles: /api/admin/shop-categories. */
export const AdminShopCategoriesController = orderedContentController({
  className: 'AdminShopCategoriesController',
  resource: 'shop-categories',
  tag: 'Staff: shop categories',
  service: ShopCategoriesService,
  sort: SHOP_CATEGORY_SORT,
  singular: 'ShopCategory',
  plural: 'ShopCategories',
  types: {
    record: ShopCategoryDto,
    create: CreateShopCategoryDto,
    createForm: CreateShopCategoryFormDto,
    update: UpdateShopCategoryDto,
    updateForm: UpdateShopCategoryFormDto,
    reorder: ReorderShopCategoriesDto,
  },
  reorderKey: 'categoryOrders',
  words: {
    one: 'category tile',
    long: 'shop-by-category tile',
    short: 'tile',
    searched: 'title, description',
    createNotes:
      'linkUrl from the fixed list; productFilters as JSON text. Defaults: categoryType jewelry, active, order after the last.',
  },
});
