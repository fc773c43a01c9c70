/** Media's public surface: what other modules may import (never a file behind it). */
export { MediaModule } from './media.module.js';
export {
  MediaService,
  IMAGE_VARIANTS,
  fileError,
  type VariantName,
  type UploadedMediaFile,
  type StoredMedia,
  type ReleaseResult,
} from './media.service.js';
export { MediaReferences, MediaReferencesModule, type MediaReferenceSource } from './media-references.js';
export { MEDIA_STORAGE, type MediaStorage } from './media-storage.js';
export {
  MEDIA_KINDS,
  PRODUCT_IMAGE_RULE,
  FEATURED_IMAGE_RULE,
  CERTIFICATE_RULE,
  videoRule,
  ruleFor,
  type MediaKind,
  type MediaRule,
} from './media-rules.js';
export { MediaVariantsDto, StoredMediaDto } from './dto/media.dto.js';
