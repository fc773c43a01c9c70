import {
  CreateFeaturedImageDto,
  CreateFeaturedImageFormDto,
  FeaturedImageDto,
  ReorderFeaturedImagesDto,
  UpdateFeaturedImageDto,
  UpdateFeaturedImageFormDto,
} from './dto/featured-image.dto.js';
import { FeaturedImagesService } from './featured-images.service.js';
import { orderedContentController } from './ordered-content.controller.js';
import { FEATURED_IMAGE_SORT } from './ordered-content.service.js';

/** Staff routes of the hero slides: /api/admin/featured-images. */
export const AdminFeaturedImagesController = orderedContentController({
  className: 'AdminFeaturedImagesController',
  resource: 'featured-images',
  tag: 'Staff: featured images',
  service: FeaturedImagesService,
  sort: FEATURED_IMAGE_SORT,
  singular: 'FeaturedImage',
  plural: 'FeaturedImages',
  types: {
    record: FeaturedImageDto,
    create: CreateFeaturedImageDto,
    createForm: CreateFeaturedImageFormDto,
    update: UpdateFeaturedImageDto,
    updateForm: UpdateFeaturedImageFormDto,
    reorder: ReorderFeaturedImagesDto,
  },
  reorderKey: 'imageOrders',
  words: {
    one: 'hero slide',
    long: 'hero slide',
    short: 'slide',
    searched: 'title, subtitle, link text',
    createNotes: "Defaults: linkText 'Learn More', category General, active, order after the last.",
  },
});
