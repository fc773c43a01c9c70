import type { AppConfig } from '../config/config.js';
import { type ProductDto, productPagePath } from '../modules/catalog/index.js';
import { DEFAULT_HERO_PICTURE, SHARE_IMAGE } from './share-images.js';
import { jsonLdScriptText, productJsonLd, storeJsonLd } from './structured-data.js';
import { escapeMarkup, unescapeMarkup } from '../common/text/index.js';
import type { ShopInfoDto } from '../modules/shop/index.js';

/** The storefront's own title and description: replaced on product pages, never repeated. */
const PAGE_TAGS = /\s*<(?:title>[\s\S]*?<\/title>|meta\s+name="description"[^>]*>)/gi;
/** Share tags, canonical link and schema.org data the storefront's head may already have: replaced, never repeated. */
const SHARE_TAGS =
  /\s*<(?:meta\s+(?:name|property)="(?:og:[^"]*|twitter:[^"]*)"[^>]*>|link\s+rel="canonical"[^>]*>|script\s+type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>)/gi;

/** What the server writes into the head of a storefront page, so crawlers and link previews need no JavaScript. */
export interface PageHead {
  /** Replaces the storefront's title and description when given; without, they stay and the share tags repeat them. */
  page?: { title: string; description: string };
  /** The canonical address, absolute. */
  url: string;
  type: 'product' | 'website';
  siteName: string;
  /** The raster share image (share-images.ts), absolute. */
  image: string;
  imageAlt: string;
  jsonLd: Record<string, unknown>;
  /** The picture the page opens with (its largest paint), asked for with the HTML instead of once the page has rendered. */
  leadImage?: LeadImage;
}

/** A picture as the page's <img> asks for it: a preload must name the same candidates, or the browser fetches twice. */
export interface LeadImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

/**
 * The first hero slide's picture as the storefront's HeroSection draws it (SlideImage): the 600 and
 * 1600 px copies across the screen's width, or the picture itself when it has no copies.
 */
export function heroLeadImage(
  slide: { imageUrl: string; imageVariants: { card: string; large: string } | null } | undefined,
): LeadImage {
  if (!slide) return { src: DEFAULT_HERO_PICTURE };
  const variants = slide.imageVariants;
  return variants
    ? { src: variants.large, srcset: `${variants.card} 600w, ${variants.large} 1600w`, sizes: '100vw' }
    : { src: slide.imageUrl };
}

export interface ProductHeadInput {
  product: ProductDto;
  config: AppConfig;
  /** The name staff set in the settings (SHOP_NAME until they do). */
  shopName: string;
  shareImage: { url: string; showsProduct: boolean };
}

export function productPageHead({ product, config, shopName, shareImage }: ProductHeadInput): PageHead {
  const url = `${config.publicUrl}${productPagePath(product)}`;
  return {
    // The storefront's usePageTitle writes the same: '<page> | <shop name>'.
    page: { title: `${product.name} | ${shopName}`, description: product.metaDescription },
    url,
    type: 'product',
    siteName: shopName,
    image: shareImage.url,
    imageAlt: product.name,
    // Pictures read by other sites: absolute from PUBLIC_URL, unlike the API's root-relative media.
    jsonLd: productJsonLd({ product, url, origin: config.publicUrl, shareImage, shopName }),
    // The gallery opens on the first of the product's images, as the storefront lists them.
    leadImage: product.images[0] ? { src: product.images[0] } : undefined,
  };
}

/** The home page keeps the storefront's title and description; it gains its address, share tags and the shop's data. */
export function homePageHead(shop: ShopInfoDto, config: AppConfig, shareImage: string, leadImage: LeadImage): PageHead {
  const url = `${config.publicUrl}/`;
  return {
    leadImage,
    url,
    type: 'website',
    siteName: shop.name,
    image: shareImage,
    imageAlt: shop.name,
    jsonLd: storeJsonLd({ shop, url, image: shareImage }),
  };
}

/** A legal page (returns, shipping, privacy, terms, cookies): its own title and description, and a schema.org WebPage. */
export function legalPageHead(
  page: { path: string; title: string; description: string },
  shop: ShopInfoDto,
  config: AppConfig,
  shareImage: string,
): PageHead {
  const url = `${config.publicUrl}${page.path}`;
  return {
    // The storefront's usePageTitle writes the same: '<page> | <shop name>'.
    page: { title: `${page.title} | ${shop.name}`, description: page.description },
    url,
    type: 'website',
    siteName: shop.name,
    image: shareImage,
    imageAlt: shop.name,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: page.title,
      description: page.description,
      url,
      publisher: { '@type': 'Organization', name: shop.name, url: `${config.publicUrl}/` },
    },
  };
}

function preloadTag({ src, srcset, sizes }: LeadImage): string {
  const candidates = srcset
    ? ` imagesrcset="${escapeMarkup(srcset)}" imagesizes="${escapeMarkup(sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeMarkup(src)}"${candidates} fetchpriority="high" />`;
}

/** The page with the head's tags in place of what it said before. */
export function withPageHead(html: string, head: PageHead): string {
  let page = html.replace(SHARE_TAGS, '');
  if (head.page) page = page.replace(PAGE_TAGS, '');
  const title =
    head.page?.title ?? unescapeMarkup(/<title>([\s\S]*?)<\/title>/i.exec(page)?.[1]?.trim() ?? head.siteName);
  const description =
    head.page?.description ?? unescapeMarkup(/<meta\s+name="description"\s+content="([^"]*)"/i.exec(page)?.[1] ?? '');
  const tag = (name: string, value: string | number, key = 'property') =>
    `<meta ${key}="${name}" content="${escapeMarkup(String(value))}" />`;
  const tags = [
    ...(head.page
      ? [`<title>${escapeMarkup(head.page.title)}</title>`, tag('description', head.page.description, 'name')]
      : []),
    `<link rel="canonical" href="${escapeMarkup(head.url)}" />`,
    tag('og:type', head.type),
    tag('og:site_name', head.siteName),
    tag('og:title', title),
    tag('og:description', description),
    tag('og:url', head.url),
    tag('og:image', head.image),
    tag('og:image:type', SHARE_IMAGE.type),
    tag('og:image:width', SHARE_IMAGE.width),
    tag('og:image:height', SHARE_IMAGE.height),
    tag('og:image:alt', head.imageAlt),
    tag('twitter:card', 'summary_large_image', 'name'),
    `<script type="application/ld+json">${jsonLdScriptText(head.jsonLd)}</script>`,
    ...(head.leadImage ? [preloadTag(head.leadImage)] : []),
  ];
  // A function, not a string: '$&' or "$'" in a product's name must stay text, not replacement patterns.
  return page.replace(/\s*<\/head>/i, () => `\n    ${tags.join('\n    ')}\n  </head>`);
}
