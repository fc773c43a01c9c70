import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { OrderedContent, type OrderedContentOptionalProps } from './ordered-content.entity.js';

/** Spec 3 §3: the slide's label on the home page. */
export enum FeaturedImageCategory {
  General = 'General',
  Diamonds = 'Diamonds',
  Jewelry = 'Jewelry',
  Engagement = 'Engagement',
  Wedding = 'Wedding',
  Custom = 'Custom',
}

/** A hero slide of the home page; optionally scheduled (a campaign) with startsAt/endsAt. */
@Entity({ tableName: 'featured_images' })
@Index({ name: 'featured_images_is_active_order_index', properties: ['isActive', 'order'] })
export class FeaturedImage extends OrderedContent {
  [OptionalProps]?:
    | OrderedContentOptionalProps
    | 'subtitle'
    | 'linkUrl'
    | 'linkText'
    | 'category'
    | 'displayCount'
    | 'lastDisplayed'
    | 'startsAt'
    | 'endsAt';

  @Property({ length: 500, nullable: true })
  subtitle?: string | null;

  @Property({ length: 500, nullable: true })
  linkUrl?: string | null;

  @Property({ length: 60, default: 'Learn More' })
  linkText: string = 'Learn More';

  @Enum({ items: () => FeaturedImageCategory, default: FeaturedImageCategory.General })
  category: FeaturedImageCategory = FeaturedImageCategory.General;

  /** Shop days on which the slide was served (counted once per day, not per visitor). */
  @Property({ type: 'int', default: 0 })
  displayCount: number = 0;

  /** The first time it was served on the latest day it was served. */
  @Property({ type: 'datetime', nullable: true })
  lastDisplayed?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  startsAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  endsAt?: Date | null;
}
