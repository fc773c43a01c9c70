import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogueCache } from '../../common/cache-policy.js';
import { CurrentFeaturedImagesDto } from './dto/featured-image.dto.js';
import { ActiveShopCategoriesDto } from './dto/shop-category.dto.js';
import { FeaturedImagesService } from './featured-images.service.js';
import { ShopCategoriesService } from './shop-categories.service.js';
import { TodaysSlidesEtag } from './todays-slides-etag.js';

@ApiTags('Home page')
@Controller()
export class HomeContentController {
  constructor(
    private readonly featuredImages: FeaturedImagesService,
    private readonly shopCategories: ShopCategoriesService,
  ) {}

  @Get('featured-images/current')
  @CatalogueCache({ alsoKeyedBy: TodaysSlidesEtag })
  @ApiOperation({
    summary: 'The hero slides to show today',
    description:
      'Active slides inside their schedule, in staff order, form a ring; each calendar day in the shop’s time zone shows the next four of it ' +
      '(all of them when there are four or fewer), so every visitor sees the same slides that day.',
  })
  @ApiOkResponse({ type: CurrentFeaturedImagesDto })
  currentFeaturedImages(): Promise<CurrentFeaturedImagesDto> {
    return this.featuredImages.current();
  }

  @Get('shop-categories/active')
  @CatalogueCache()
  @ApiOperation({ summary: 'The shop-by-category tiles: every active one, in staff order' })
  @ApiOkResponse({ type: ActiveShopCategoriesDto })
  activeShopCategories(): Promise<ActiveShopCategoriesDto> {
    return this.shopCategories.active();
  }
}
