import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ShopCategory } from './entities/shop-category.entity.js';
import { OrderedContentRepository } from './ordered-content.repository.js';

/** The shop_categories table: the home page's shop-by-category tiles. */
@Injectable()
export class ShopCategoriesRepository extends OrderedContentRepository<ShopCategory> {
  constructor(em: EntityManager) {
    super(em, ShopCategory, ['title', 'description']);
  }
}
