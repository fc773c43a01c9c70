/** The product card and price/grade formatting, shared by the storefront and the `<gem-product-card>` widget. */
export { ProductCard, type CardLink, type CardProduct, type ProductCardProps } from './ProductCard';
export { ReviewStars, starsLabel, type ReviewedProduct } from './ReviewStars';
export { useImageCycle, IMAGE_CYCLE_MS } from './useImageCycle';
export * from './format';
export {
  approximatePriceNote,
  approximatePricesNote,
  currencyForLanguages,
  moneyDisplayFor,
  shownCurrency,
  type DisplayCurrency,
} from './display-currency';
