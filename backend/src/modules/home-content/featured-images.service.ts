import { BadRequestException, Injectable } from '@nestjs/common';
import type { UploadedMediaFile } from '../media/index.js';
import { ContentImages } from './content-images.js';
import {
  type CreateFeaturedImageDto,
  type CurrentFeaturedImagesDto,
  DEFAULT_LINK_TEXT,
  type FeaturedImageDto,
  type HeroSlideDto,
  type UpdateFeaturedImageDto,
} from './dto/featured-image.dto.js';
import { FeaturedImage } from './entities/featured-image.entity.js';
import { FeaturedImagesRepository } from './featured-images.repository.js';
import { assignSent, OrderedContentService } from './ordered-content.service.js';
import { shopDayNumber, slidesForDay } from './rotation.js';
import { Clock, zonedParts, zonedStart } from '../../common/time/index.js';
import { ShopService } from '../shop/index.js';

/** Hero slides: the staff resource, and the four slides the home page shows today. */
@Injectable()
export class FeaturedImagesService extends OrderedContentService<FeaturedImage, FeaturedImageDto> {
  constructor(
    private readonly slides: FeaturedImagesRepository,
    images: ContentImages,
    clock: Clock,
    private readonly shop: ShopService,
  ) {
    super('Featured image', slides, images, clock);
  }

  create(form: CreateFeaturedImageDto, image: UploadedMediaFile | undefined): Promise<FeaturedImageDto> {
    return this.createWith(form.order, image, (slide) => applyForm(slide, form));
  }

  update(id: string, changes: UpdateFeaturedImageDto, image: UploadedMediaFile | undefined): Promise<FeaturedImageDto> {
    return this.updateWith(id, image, (slide) => applyForm(slide, changes));
  }

  /**
   * The slides to show now: active ones inside their schedule form the ring, and the rotation picks
   * today's four. Each served slide is counted once per shop day.
   */
  async current(): Promise<CurrentFeaturedImagesDto> {
    const { today, now, timeZone } = await this.today();
    await this.countDisplays(today, now, timeZone);
    return { success: true, images: today.map((slide) => this.toSlide(slide)) };
  }

  /** The first of today's slides as `current()` answers it, without counting a display (the home page's HTML preloads its picture). */
  async firstToday(): Promise<HeroSlideDto | undefined> {
    const [first] = (await this.today()).today;
    return first && this.toSlide(first);
  }

  private async today(): Promise<{ today: FeaturedImage[]; now: Date; timeZone: string }> {
    const now = this.clock.now();
    const ring = await this.slides.findShownAt(now);
    // The shop day follows the zone staff set (shop settings).
    const timeZone = await this.shop.timeZone();
    return { today: slidesForDay(ring, shopDayNumber(now, timeZone)), now, timeZone };
  }

  protected toRecord(slide: FeaturedImage): FeaturedImageDto {
    return {
      id: slide.id,
      title: slide.title,
      subtitle: slide.subtitle ?? null,
      linkUrl: slide.linkUrl ?? null,
      linkText: slide.linkText,
      category: slide.category,
      order: slide.order,
      isActive: slide.isActive,
      ...this.images.urls(slide),
      imagePath: slide.imagePath,
      displayCount: slide.displayCount,
      lastDisplayed: slide.lastDisplayed ?? null,
      startsAt: slide.startsAt ?? null,
      endsAt: slide.endsAt ?? null,
      createdAt: slide.createdAt,
      updatedAt: slide.updatedAt,
    };
  }

  private toSlide(slide: FeaturedImage): HeroSlideDto {
    const { title, subtitle, linkUrl, linkText, category } = this.toRecord(slide);
    return { id: slide.id, title, subtitle, linkUrl, linkText, category, ...this.images.urls(slide) };
  }

  /** Counts each slide served once per shop day: one already counted since the day began is left alone. */
  private async countDisplays(slides: FeaturedImage[], now: Date, timeZone: string): Promise<void> {
    if (!slides.length) return;
    const { year, month, day } = zonedParts(now, timeZone);
    const dayStart = zonedStart(year, month, day, timeZone);
    await this.slides.countDisplays(
      slides.map((slide) => slide.id),
      dayStart,
      now,
    );
  }
}

function applyForm(slide: FeaturedImage, form: CreateFeaturedImageDto | UpdateFeaturedImageDto): void {
  assignSent(slide, form);
  slide.linkText ??= DEFAULT_LINK_TEXT;
  if (slide.startsAt && slide.endsAt && slide.endsAt <= slide.startsAt) {
    const message = 'The end date must be after the start date';
    throw new BadRequestException({ message, errors: { endsAt: message } });
  }
}
