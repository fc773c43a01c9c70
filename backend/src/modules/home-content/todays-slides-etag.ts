import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/time/index.js';
import type { EtagPart } from '../../common/cache-policy.js';
import { ShopService } from '../shop/index.js';
import { FeaturedImagesRepository } from './featured-images.repository.js';
import { shopDayNumber } from './rotation.js';

/**
 * What today's hero slides depend on besides the catalogue revision (which moves on every change to
 * the slides and the settings): the shop day, since the ring turns daily, and how many of the slides'
 * schedule starts and ends have passed, since a slide enters or leaves the ring at those instants
 * without any row changing. Read before the answer, so its parts are never newer than the answer's.
 */
@Injectable()
export class TodaysSlidesEtag implements EtagPart {
  constructor(
    private readonly slides: FeaturedImagesRepository,
    private readonly clock: Clock,
    private readonly shop: ShopService,
  ) {}

  async etagPart(): Promise<string> {
    const now = this.clock.now();
    const [timeZone, boundaries] = await Promise.all([this.shop.timeZone(), this.slides.scheduleBoundariesPassed(now)]);
    return `d${shopDayNumber(now, timeZone)}s${boundaries}`;
  }
}
