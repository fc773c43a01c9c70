import { Injectable } from '@nestjs/common';
import type { UploadedMediaFile } from '../media/index.js';
import { ContentImages } from './content-images.js';
import type {
  ActiveShopCategoriesDto,
  CreateShopCategoryDto,
  ShopCategoryDto,
  UpdateShopCategoryDto,
} from './dto/shop-category.dto.js';
import { ShopCategory } from './entities/shop-category.entity.js';
import { assignSent, OrderedContentService } from './ordered-content.service.js';
import { ShopCategoriesRepository } from './shop-categories.repository.js';
import { Clock } from '../../common/time/index.js';

/** Shop-by-category tiles: the staff resource and the home page's list. */
@Injectable()
export class ShopCategoriesService extends OrderedContentService<ShopCategory, ShopCategoryDto> {
  constructor(tiles: ShopCategoriesRepository, images: ContentImages, clock: Clock) {
    super('Shop category', tiles, images, clock);
  }

  create(form: CreateShopCategoryDto, image: UploadedMediaFile | undefined): Promise<ShopCategoryDto> {
    return this.createWith(form.order, image, (tile) => assignSent(tile, form));
  }

  update(id: string, changes: UpdateShopCategoryDto, image: UploadedMediaFile | undefined): Promise<ShopCategoryDto> {
    return this.updateWith(id, image, (tile) => assignSent(tile, changes));
  }

  async active(): Promise<ActiveShopCategoriesDto> {
    const tiles = await this.repository.findShown();
    return {
      success: true,
      categories: tiles.map((tile) => ({
        id: tile.id,
        title: tile.title,
        description: tile.description ?? null,
        linkUrl: tile.linkUrl,
        categoryType: tile.categoryType,
        ...this.images.urls(tile),
      })),
    };
  }

  protected toRecord(tile: ShopCategory): ShopCategoryDto {
    return {
      id: tile.id,
      title: tile.title,
      description: tile.description ?? null,
      linkUrl: tile.linkUrl,
      categoryType: tile.categoryType,
      productFilters: tile.productFilters,
      order: tile.order,
      isActive: tile.isActive,
      ...this.images.urls(tile),
      imagePath: tile.imagePath,
      createdAt: tile.createdAt,
      updatedAt: tile.updatedAt,
    };
  }
}
