import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Stored paths (`/media/…webp`) of an image's WebP copies, as MediaService made them. */
export interface ImageVariantPaths {
  thumbnail: string;
  card: string;
  large: string;
}

/**
 * What hero slides and shop-by-category tiles share: a titled image that staff order by hand
 * (`order` = the list index) and switch on or off.
 */
@Entity({ abstract: true })
export abstract class OrderedContent {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 200 })
  title!: string;

  @Property({ type: 'int', default: 0 })
  order: number = 0;

  @Property({ default: true })
  isActive: boolean = true;

  /** `/media/ab/….png`: the stored original, relative to the shop. */
  @Property({ length: 500 })
  imagePath!: string;

  @Property({ type: 'jsonb', nullable: true })
  imageVariants?: ImageVariantPaths | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

export type OrderedContentOptionalProps = 'id' | 'order' | 'isActive' | 'imageVariants' | 'createdAt' | 'updatedAt';
