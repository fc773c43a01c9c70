import { mediaUrl } from '../common/media-url.js';
import { escapeJsonForScript } from '../common/text/index.js';
import { AvailabilityStatus, isDiamond, paidPriceOf, type ProductDto, ProductType } from '../modules/catalog/index.js';
import { type ShopInfoDto, DAY_NAMES } from '../modules/shop/index.js';

/**
 * schema.org data (JSON-LD) for the storefront's page heads: a product page's Product with its Offer,
 * and the home page's JewelryStore (issue 18.5). Read by search engines without running JavaScript.
 */

type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/**
 * The product's availability in schema.org's words. "Availability Unknown" (no stock count, no lab
 * value) says nothing rather than guess: the offer then carries no availability.
 */
const AVAILABILITY: Record<AvailabilityStatus, string | null> = {
  [AvailabilityStatus.InStock]: `${SCHEMA}/InStock`,
  [AvailabilityStatus.Available]: `${SCHEMA}/InStock`,
  [AvailabilityStatus.Limited]: `${SCHEMA}/LimitedAvailability`,
  [AvailabilityStatus.Unavailable]: `${SCHEMA}/OutOfStock`,
  [AvailabilityStatus.Unknown]: null,
};

/** Where a diamond comes from, stated as such; the legacy generic type says neither. */
const ORIGIN: Partial<Record<ProductType, string>> = {
  [ProductType.LabGrown]: 'Lab-grown',
  [ProductType.NaturalDiamond]: 'Natural',
};

export interface ProductJsonLdInput {
  product: ProductDto;
  /** The canonical page, absolute. */
  url: string;
  /** PUBLIC_URL, for the product's own pictures. */
  origin: string;
  /** The raster share image (absolute), and whether it is drawn from the product's own picture. */
  shareImage: { url: string; showsProduct: boolean };
  shopName: string;
}

export function productJsonLd({ product, url, origin, shareImage, shopName }: ProductJsonLdInput): JsonLd {
  const images = product.images
    .map((image) => mediaUrl(image, origin))
    .filter((image): image is string => image !== null);
  const availability = AVAILABILITY[product.availability.status];
  const grading = isDiamond(product) ? diamondProperties(product) : [];
  return withoutEmpty({
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.description.trim() || product.name,
    sku: product.stockNumber,
    url,
    // The product's pictures (some are SVG) and the JPEG of the first; without pictures, the shop's image.
    image: shareImage.showsProduct || !images.length ? [...images, shareImage.url] : images,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : null,
    category: product.category,
    additionalProperty: grading.length ? grading : null,
    // From the product's approved customer reviews only (ProductDto.rating); none, no rating claimed.
    aggregateRating:
      product.rating !== null && product.numReviews > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.numReviews,
            bestRating: 5,
            worstRating: 1,
          }
        : null,
    offers: withoutEmpty({
      '@type': 'Offer',
      url,
      // The one rule for what the shopper pays (the sale price while on sale).
      price: paidPriceOf(product).toFixed(2),
      priceCurrency: 'USD',
      availability,
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: shopName },
    }),
  });
}

function diamondProperties(product: ProductDto): JsonLd[] {
  const properties: Array<[string, string | number | null | undefined, string?]> = [
    ['Origin', ORIGIN[product.productType]],
    ['Shape', product.shape],
    // UN/CEFACT's code for the metric carat.
    ['Carat', product.carat, 'CTM'],
    ['Cut', product.cut],
    ['Colour', product.color ?? product.fancyColor],
    ['Clarity', product.clarity],
    ['Grading lab', product.certificate?.lab],
    ['Certificate number', product.certificate?.number],
  ];
  return properties
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value, unitCode]) => withoutEmpty({ '@type': 'PropertyValue', name, value, unitCode }));
}

export interface StoreJsonLdInput {
  shop: ShopInfoDto;
  /** The home page, absolute. */
  url: string;
  image: string;
}

/** The shop as a JewelryStore (an Organization and a LocalBusiness): what staff set in the settings. */
export function storeJsonLd({ shop, url, image }: StoreJsonLdInput): JsonLd {
  const { line1, line2, city, region, postcode, country } = shop.address;
  return withoutEmpty({
    '@context': SCHEMA,
    '@type': 'JewelryStore',
    '@id': `${url}#store`,
    name: shop.name,
    url,
    image,
    telephone: shop.phone,
    email: shop.email,
    address: withoutEmpty({
      '@type': 'PostalAddress',
      streetAddress: [line1, line2].filter(Boolean).join(', '),
      addressLocality: city,
      addressRegion: region,
      postalCode: postcode,
      addressCountry: country,
    }),
    openingHoursSpecification: shop.openingHours
      .filter((entry) => !entry.closed && entry.open && entry.close)
      .map((entry) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `${SCHEMA}/${DAY_NAMES[entry.day]}`,
        opens: entry.open,
        closes: entry.close,
      })),
  });
}

/**
 * The data as the text of a `<script type="application/ld+json">` element: `<`, `>` and `&` as JSON
 * escapes, so no value can close the element (`</script>`) or open a comment, and U+2028/U+2029 escaped
 * for parsers that treat them as line ends. The JSON means the same.
 */
export function jsonLdScriptText(data: JsonLd): string {
  return escapeJsonForScript(JSON.stringify(data));
}

/** Leaves out what the product does not have (null, undefined, an empty text), so nothing claims an empty value. */
function withoutEmpty(data: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );
}
