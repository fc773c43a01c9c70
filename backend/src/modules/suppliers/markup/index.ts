/** Markup rules (issue 21): their shape, validation and API documents; the price is SQL feed_retail(). */
export {
  checkDefaultMarkup,
  checkMarkupPreview,
  DEFAULT_MARKUP,
  MARKUP_BASES,
  MARKUP_LIMITS,
  ROUNDINGS,
  validateMarkup,
  type MarkupBand,
  type MarkupBasis,
  type MarkupCheck,
  type MarkupPreviewRequest,
  type MarkupRules,
  type Rounding,
} from './markup-rules.js';
export {
  DefaultMarkupDto,
  DefaultMarkupStateDto,
  MarkupBandDto,
  MarkupPreviewDto,
  MarkupPreviewRequestDto,
  MarkupRulesDto,
  MarkupSampleDto,
  MarkupTypedPriceDto,
} from './markup.dto.js';
