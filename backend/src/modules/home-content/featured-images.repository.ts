import { EntityManager, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { FeaturedImage } from './entities/featured-image.entity.js';
import { OrderedContentRepository } from './ordered-content.repository.js';

/** The featured_images table: hero slides. */
@Injectable()
export class FeaturedImagesRepository extends OrderedContentRepository<FeaturedImage> {
  constructor(em: EntityManager) {
    super(em, FeaturedImage, ['title', 'subtitle', 'linkText']);
  }

  /** Active slides whose schedule (if any) includes `now`, in staff order. */
  findShownAt(now: Date): Promise<FeaturedImage[]> {
    return this.findShownWhere({
      $and: [
        { $or: [{ startsAt: null }, { startsAt: { $lte: now } }] },
        { $or: [{ endsAt: null }, { endsAt: { $gt: now } }] },
      ],
    });
  }

  /**
   * One conditional UPDATE: a slide already counted since `dayStart` is left alone, so concurrent
   * visitors (and several servers) still count it once per day.
   */
  async countDisplays(ids: string[], dayStart: Date, now: Date): Promise<void> {
    await this.db.nativeUpdate(
      FeaturedImage,
      { id: { $in: ids }, $or: [{ lastDisplayed: null }, { lastDisplayed: { $lt: dayStart } }] },
      { displayCount: raw('display_count + 1'), lastDisplayed: now },
    );
  }

  /** How many schedule starts and ends, of all slides, are at or before `now`. */
  async scheduleBoundariesPassed(now: Date): Promise<number> {
    const { rows } = await sql<{ passed: number }>`
      select (count(*) filter (where starts_at <= ${now}) + count(*) filter (where ends_at <= ${now}))::int as passed
      from featured_images`.execute(this.db.getKysely());
    return rows[0].passed;
  }
}
