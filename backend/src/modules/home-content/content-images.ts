import { BadRequestException, HttpException, Injectable, Logger } from '@nestjs/common';
import { mediaUrl } from '../../common/media-url.js';
import { FEATURED_IMAGE_RULE, MediaService, type UploadedMediaFile } from '../media/index.js';
import type { ImageVariantPaths, OrderedContent } from './entities/ordered-content.entity.js';
import { FeaturedImagesRepository } from './featured-images.repository.js';
import { ShopCategoriesRepository } from './shop-categories.repository.js';

/** What a slide or tile keeps of a stored upload. */
export interface StoredImage {
  imagePath: string;
  imageVariants: ImageVariantPaths | null;
}

/** How an image is answered: root-relative addresses of this shop, ready for `<img src>` on any host name. */
export interface ImageUrls {
  imageUrl: string;
  imageVariants: ImageVariantPaths | null;
}

/** A 400 in the house shape on the multipart field `image`. */
export const imageError = (message: string, status = 400) =>
  new HttpException({ message, errors: { image: message } }, status);

/**
 * The images of hero slides and category tiles, through the shared MediaService: checked with
 * FEATURED_IMAGE_RULE (type from the bytes, 10 MB, no SVG), released when no longer shown.
 */
@Injectable()
export class ContentImages {
  private readonly logger = new Logger(ContentImages.name);

  constructor(
    private readonly media: MediaService,
    private readonly slides: FeaturedImagesRepository,
    private readonly tiles: ShopCategoriesRepository,
  ) {}

  /** Stores an upload; MediaService's refusals (reported on `file`) are reported on `image`, the form's field. */
  async store(file: UploadedMediaFile | undefined): Promise<StoredImage> {
    try {
      const stored = await this.media.store(file, FEATURED_IMAGE_RULE, 'image');
      return { imagePath: stored.path, imageVariants: stored.variants ?? null };
    } catch (error) {
      if (error instanceof BadRequestException) throw imageError((error.getResponse() as { message: string }).message);
      throw error;
    }
  }

  /**
   * After a delete or a replaced image is committed: removes the files unless another slide or tile
   * shows the same image (files are named by content, so two uploads of one picture share a path);
   * MediaService itself keeps files a product uses. A failure leaves a stray file, never a failed change.
   */
  async release(paths: string[]): Promise<void> {
    if (!paths.length) return;
    const stillShown = new Set<string>();
    for (const repository of [this.slides, this.tiles])
      for (const path of await repository.imagePathsAmong(paths)) stillShown.add(path);
    const unused = paths.filter((path) => !stillShown.has(path));
    if (!unused.length) return;
    await this.media.release(unused).catch((error: Error) => this.logger.warn(`Media not released: ${error.message}`));
  }

  urls(content: OrderedContent): ImageUrls {
    const url = (path: string) => mediaUrl(path) ?? path;
    const variants = content.imageVariants;
    return {
      imageUrl: url(content.imagePath),
      imageVariants: variants
        ? { thumbnail: url(variants.thumbnail), card: url(variants.card), large: url(variants.large) }
        : null,
    };
  }
}
