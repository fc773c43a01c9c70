import { ProductType } from '../entities/product.entity.js';
import * as options from './product-options.js';
import { canonical } from './product-options.js';
import type { BodyCheck } from '../../../common/body-rules.js';
import { requestTextProblems } from '../../../common/request-text.js';
import { isSafeUrl } from '../../../common/safe-url.js';

/**
 * The rules of the staff forms (spec 2 §5), as plain functions: the one validation of a product.
 * `validateProductInput` is the entry point every path uses: the validation pipe on a new product's
 * body (ProductInputDto is CheckedBy checkNewProduct), AdminProductsService on an update merged onto
 * the stored product, and the CSV import on each mapped row (imports/csv/row-rules.ts). Error keys
 * are dotted paths of the input (`name`, `specifications.shape`, `specifications.centerStone.caratWeight`).
 */

export type Specifications = Record<string, unknown>;

/** A product as staff write it: the spec's field names, empty values dropped, canonical spellings. */
export interface ProductInput {
  productType: ProductType;
  name: string;
  description: string;
  price: number;
  originalPrice?: number;
  salePrice?: number;
  onSale?: boolean;
  category?: string;
  subCategory?: string;
  brand?: string;
  featured?: boolean;
  isNewArrival?: boolean;
  countInStock?: number;
  rating?: number;
  numReviews?: number;
  tags?: string[];
  materials?: string[];
  customizable?: boolean;
  mainImage?: string;
  galleryImages?: string[];
  imageLinks?: string[];
  videoUrl?: string;
  rotationImages?: string[];
  zoomImages?: string[];
  specifications: Specifications;
}

export type FieldErrors = Record<string, string>;
export interface RuleResult {
  value: ProductInput | null;
  errors: FieldErrors;
}

export const VALIDATION_MESSAGE = 'Please fix the validation errors';
export const MAX_GALLERY_IMAGES = 5;
export const MAX_IMAGE_LINKS = 6;

const PRODUCT_TYPES = Object.values(ProductType);
const DIAMOND_TYPES: ProductType[] = [ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Diamond];
export const isDiamondType = (type: ProductType) => DIAMOND_TYPES.includes(type);

// ---- field lists -------------------------------------------------------------------------------

const TOP_STRINGS = {
  name: 200,
  description: 100_000,
  category: 60,
  subCategory: 60,
  brand: 100,
  mainImage: 500,
  videoUrl: 500,
} as const;
const TOP_STRING_ENTRIES = Object.entries(TOP_STRINGS);
const TOP_MONEY = ['price', 'originalPrice', 'salePrice'] as const;
const TOP_BOOLEANS = ['onSale', 'featured', 'isNewArrival', 'customizable'] as const;
const TOP_LISTS = ['tags', 'materials', 'galleryImages', 'imageLinks', 'rotationImages', 'zoomImages'] as const;
const TOP_FIELDS = new Set<string>([
  'productType',
  'specifications',
  'countInStock',
  'rating',
  'numReviews',
  ...Object.keys(TOP_STRINGS),
  ...TOP_MONEY,
  ...TOP_BOOLEANS,
  ...TOP_LISTS,
]);
const NOTHING_IGNORED: ReadonlySet<string> = new Set();
const TOP_ALIASES: Record<string, string> = {
  type: 'productType',
  videoLink: 'videoUrl',
  rotation360: 'rotationImages',
};
const IMAGE_LINK_FIELDS = new Set([
  'imageLink',
  'imageLink1',
  'imageLink2',
  'imageLink3',
  'imageLink4',
  'imageLink5',
  'imageLink6',
]);

const LAB_GROWN_FIELDS = `stockNumber shape weight color fancyColor fancyColorIntensity fancyColorOvertone clarity availability totalPrice
  pricePerCaratMemo pricePerCarat cutGrade polish symmetry depthPercent tablePercent fluorescenceIntensity fluorescenceColor lab certificateNumber
  certificateUrl certComment culetCondition culetSize girdlePercent girdleCondition girdleThick girdleThin measurements measurementsDepth
  measurementsLength measurementsWidth milky pavilionDepth bgm crownHeight crownAngle pavilionAngle laserInscription memberComments pair
  heartsAndArrows stockNumberForMatchingPair shareAccess eyeClean featured tableOpen crownOpen girdleOpen starLength type tinge luster
  blackInclusion locationOfBlack tableInclusion keyToSymbol surfaceGraining internalGraining inclusionPattern diamondOriginReport
  shortTitle arrivalDate certificateUpdatedAt growthType location`;
const NATURAL_EXTRA_FIELDS = `discountPercent priceMemo discountPercentMemo certificateDate certificateImage certificateVerified certificateGrade
  certificateReport treatment origin`;
const JEWELRY_FIELDS = `stockNumber jewelryStyle jewelryClassification jewelryCategory jewelrySubCategory totalCaratWeight totalPrice metal mount
  settingSupportedCaratFrom settingSupportedCaratTo supportedShapes totalNumberOfStones rank centerStone sideStone location comments
  shortTitle certificateUrl setting diamondType material width size style`;
const words = (text: string) => text.split(/\s+/).filter(Boolean);
const DIAMOND_SPEC_FIELDS = new Set(words(`${LAB_GROWN_FIELDS} ${NATURAL_EXTRA_FIELDS}`));
const JEWELRY_SPEC_FIELDS = new Set(words(JEWELRY_FIELDS));
/** Moved to the top level (`brand`, `tags`) or into `location` by normalizeProductInput. */
const SPEC_ALIASES: Record<string, string> = {
  carat: 'weight',
  cut: 'cutGrade',
  fluorescence: 'fluorescenceIntensity',
};

const DIAMOND_NUMBERS =
  words(`weight totalPrice discountPercent priceMemo pricePerCaratMemo pricePerCarat discountPercentMemo depthPercent tablePercent
  girdlePercent measurementsDepth measurementsLength measurementsWidth pavilionDepth pavilionAngle crownHeight crownAngle starLength`);
const DIAMOND_DATES = ['certificateDate', 'arrivalDate', 'certificateUpdatedAt'];
const JEWELRY_NUMBERS = ['totalCaratWeight', 'totalPrice', 'settingSupportedCaratFrom', 'settingSupportedCaratTo'];
const JEWELRY_INTEGERS = ['totalNumberOfStones', 'rank'];
const CENTER_STONE_FIELDS =
  words(`type gemType shape color clarity fancyColor intensity fluorescence lab certNum enhancement totalStones comments
  caratWeight measDepth measLength measWidth polish symmetry cut depth table`);
const SIDE_STONE_FIELDS = words(
  'type shape caratWeight color clarity fancyColor fancyColorIntensity gemType totalStones',
);
const STONE_NUMBERS = ['caratWeight', 'measDepth', 'measLength', 'measWidth', 'depth', 'table'];
const LOCATION_FIELDS = ['city', 'state', 'country'];

/** Values that must be one of the lists (searched columns); other listed values are only respelled. */
type StrictOptions = [field: string, [name: string, list: readonly string[]]][];
type LooseOptions = [field: string, list: readonly string[]][];
const STRICT_DIAMOND_OPTIONS: StrictOptions = Object.entries({
  shape: ['Shape', options.SHAPES],
  color: ['Color', options.COLORS],
  clarity: ['Clarity', options.CLARITIES],
  cutGrade: ['Cut grade', options.GRADES],
  lab: ['Lab', options.LABS],
} satisfies Record<string, [string, readonly string[]]>);
const LOOSE_DIAMOND_OPTIONS: LooseOptions = Object.entries({
  availability: options.AVAILABILITIES,
  polish: options.GRADES,
  symmetry: options.GRADES,
  fluorescenceIntensity: options.FLUORESCENCE,
  fluorescenceColor: options.FLUORESCENCE_COLORS,
  growthType: options.GROWTH_TYPES,
  certificateVerified: options.CERTIFICATE_VERIFIED,
});
const STRICT_JEWELRY_OPTIONS: StrictOptions = Object.entries({
  jewelryClassification: ['Jewelry classification', options.JEWELRY_CLASSIFICATIONS],
  jewelryCategory: ['Jewelry category', options.CATEGORIES],
  metal: ['Metal', options.METALS],
} satisfies Record<string, [string, readonly string[]]>);
const LOOSE_JEWELRY_OPTIONS: LooseOptions = Object.entries({
  jewelrySubCategory: options.SUB_CATEGORIES,
  mount: options.MOUNTS,
});
const LOOSE_STONE_OPTIONS: LooseOptions = Object.entries({
  type: options.JEWELRY_STONE_TYPES,
  gemType: options.JEWELRY_GEM_TYPES,
  shape: options.JEWELRY_SHAPES,
  lab: options.LABS,
  color: options.COLORS,
  clarity: options.CLARITIES,
});
/** Column lengths of what is stored in columns (longer values would not fit). */
const SPEC_LENGTHS = Object.entries({
  stockNumber: 40,
  certificateNumber: 40,
  certificateUrl: 500,
  fancyColor: 40,
  availability: 30,
});

/**
 * Addresses a page shows as a link or an image: an http(s) URL or a path of this shop (an upload's
 * `/media/…`), never `javascript:`, `data:`, `//elsewhere` (common/safe-url.ts). Forms, CSV files and
 * supplier feeds all pass here.
 */
const MEDIA_FIELDS = ['mainImage', 'videoUrl', 'galleryImages', 'imageLinks', 'rotationImages', 'zoomImages'] as const;
const SPEC_LINK_FIELDS = ['certificateUrl', 'certificateImage'] as const;
export const linkMessage = (field: string) =>
  `${label(field)} must be an http(s) address or a path of this shop ('/media/…')`;

// ---- normalizing -------------------------------------------------------------------------------

/** Not given: undefined, null or blank text. */
const absent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Trims strings and drops empty values ('' , null, [], {}) at every depth. */
export function dropEmpty(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? undefined : text;
  }
  // Loops rather than map/filter/entries: this runs on every row of an import.
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const kept = dropEmpty(item);
      if (kept !== undefined) items.push(kept);
    }
    return items.length ? items : undefined;
  }
  if (isObject(value)) {
    let out: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const kept = dropEmpty(value[key]);
      if (kept === undefined) continue;
      out ??= {};
      // As Object.fromEntries would: a key named __proto__ stays a field, never the prototype.
      if (key === '__proto__')
        Object.defineProperty(out, key, { value: kept, enumerable: true, writable: true, configurable: true });
      else out[key] = kept;
    }
    return out;
  }
  return value ?? undefined;
}

/**
 * Resolves aliases (`type`, `videoLink`, `rotation360`, `imageLink`…`imageLink6`, `specifications.carat`,
 * `.cut`, `.fluorescence`, `.city/.state/.country`, `.brand`, `.tags`) without dropping anything, so a
 * partial update can be merged onto the stored product. A `specifications` sent as JSON text is parsed.
 */
export function normalizeProductInput(raw: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const links: unknown[] = [];
  for (const key of Object.keys(raw)) {
    const value = raw[key];
    if (IMAGE_LINK_FIELDS.has(key)) links.push(value);
    else {
      const name = TOP_ALIASES[key] && absent(raw[TOP_ALIASES[key]]) ? TOP_ALIASES[key] : key;
      if (!absent(value) || !(name in input)) input[name] = value;
    }
  }
  if (links.length && absent(raw.imageLinks)) input.imageLinks = links;
  let specs = input.specifications;
  if (typeof specs === 'string' && specs.trim().startsWith('{')) {
    try {
      specs = JSON.parse(specs);
    } catch {
      /* reported as not an object */
    }
  }
  if (isObject(specs)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(specs)) {
      const value = specs[key];
      const name = SPEC_ALIASES[key] && absent(specs[SPEC_ALIASES[key]]) ? SPEC_ALIASES[key] : key;
      if (LOCATION_FIELDS.includes(key))
        out.location = { ...(isObject(out.location) ? out.location : {}), [key]: value };
      else if (key === 'location' && isObject(value))
        out.location = { ...value, ...(isObject(out.location) ? out.location : {}) };
      else if (key === 'brand' && absent(raw.brand)) input.brand = value;
      else if (key === 'tags' && absent(raw.tags)) input.tags = value;
      else if (key !== 'brand' && key !== 'tags') out[name] = value;
    }
    input.specifications = out;
  } else if (specs !== undefined) {
    input.specifications = specs;
  }
  return input;
}

/** A partial update onto a stored product's input; nested stones and location merge field by field. */
export function mergeProductInput(current: ProductInput, patch: Record<string, unknown>): Record<string, unknown> {
  const changes = normalizeProductInput(patch);
  const merged: Record<string, unknown> = { ...current, ...changes };
  if (isObject(changes.specifications)) {
    const specs: Record<string, unknown> = { ...current.specifications };
    for (const [key, value] of Object.entries(changes.specifications)) {
      specs[key] = isObject(value) && isObject(specs[key]) ? { ...(specs[key] as object), ...value } : value;
    }
    merged.specifications = specs;
  } else if (changes.specifications === undefined) {
    merged.specifications = current.specifications;
  }
  return merged;
}

// ---- parsing helpers ----------------------------------------------------------------------------

/** A number from a number or text ('1,234.50', '$2450'); NaN when not a number. */
export function parseNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.replace(/[,$\s]/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : Number.NaN;
}

function parseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const text = String(value).toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(text)) return true;
  if (['false', 'no', '0', 'off'].includes(text)) return false;
  return undefined;
}

/** A list from an array or comma-separated text, trimmed, empty items dropped. */
export function parseList(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
  if (!items || items.some((item) => typeof item !== 'string' && typeof item !== 'number')) return undefined;
  return items.map((item) => String(item).trim()).filter(Boolean);
}

const LABELS: Record<string, string> = {
  price: 'Price',
  originalPrice: 'Original price',
  salePrice: 'Sale price',
  countInStock: 'Stock count',
  rating: 'Rating',
  numReviews: 'Number of reviews',
};
const label = (field: string) =>
  LABELS[field] ?? field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

// ---- the rules ----------------------------------------------------------------------------------

/**
 * Validates a product of the given type (or the input's `productType`/`type`) by the staff forms'
 * rules: lab-grown (also the legacy `diamond`), natural-diamond, and jewelry (also `ring`).
 * Answers the cleaned input, or null and every field's first message.
 */
export function validateProductInput(
  type: string | undefined,
  raw: Record<string, unknown>,
  /** Read-only fields of the staff record that a client may send back (react-admin sends it whole): ignored. */
  ignored: ReadonlySet<string> = NOTHING_IGNORED,
): RuleResult {
  const input = (dropEmpty(normalizeProductInput(raw)) ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= message;
  };
  // Specifications sent as JSON text were decoded after the request's own check: the same rule again (PostgreSQL's jsonb refuses NUL and lone surrogates).
  for (const [field, message] of Object.entries(requestTextProblems(input.specifications, 'specifications')))
    fail(field, message);

  const typeValue = type ?? input.productType;
  const productType = PRODUCT_TYPES.find((value) => value === typeValue);
  if (!productType) {
    fail(
      'productType',
      typeValue === undefined ? 'Product type is required' : `Product type must be one of ${PRODUCT_TYPES.join(', ')}`,
    );
    return { value: null, errors };
  }
  const value: Record<string, unknown> = { productType };

  for (const key of Object.keys(input)) {
    if (!TOP_FIELDS.has(key) && !ignored.has(key)) fail(key, 'Unknown field');
  }

  for (const [field, max] of TOP_STRING_ENTRIES) {
    const text = input[field];
    if (text === undefined) continue;
    if (typeof text !== 'string') fail(field, `${label(field)} must be text`);
    else if (text.length > max) fail(field, `${label(field)} must be at most ${max} characters`);
    else value[field] = text;
  }
  if (value.name === undefined) fail('name', 'Name is required');
  if (value.description === undefined) fail('description', 'Description is required');

  for (const field of TOP_MONEY) {
    if (input[field] === undefined) continue;
    const amount = parseNumber(input[field]);
    if (field === 'price') {
      if (!(amount > 0) || amount >= 1e10) fail(field, 'Valid price is required');
    } else if (!(amount >= 0) || amount >= 1e10) fail(field, `${label(field)} must be a number of 0 or more`);
    value[field] = Math.round(amount * 100) / 100;
  }
  if (input.price === undefined) fail('price', 'Valid price is required');

  for (const field of ['countInStock', 'numReviews'] as const) {
    if (input[field] === undefined) continue;
    const count = parseNumber(input[field]);
    if (!Number.isInteger(count) || count < 0 || count > 2_147_483_647)
      fail(field, `${label(field)} must be a whole number of 0 or more`);
    value[field] = count;
  }
  if (input.rating !== undefined) {
    const rating = parseNumber(input.rating);
    if (!(rating >= 0 && rating <= 5) || Math.abs(rating * 10 - Math.round(rating * 10)) > 1e-9)
      fail('rating', 'Rating must be between 0 and 5 in steps of 0.1');
    value.rating = rating;
  }
  for (const field of TOP_BOOLEANS) {
    if (input[field] === undefined) continue;
    const flag = parseBoolean(input[field]);
    if (flag === undefined) fail(field, `${label(field)} must be true or false`);
    value[field] = flag;
  }
  for (const field of TOP_LISTS) {
    if (input[field] === undefined) continue;
    const list = parseList(input[field]);
    if (!list) fail(field, `${label(field)} must be a list or comma-separated text`);
    else if (list.length) value[field] = list;
  }
  const gallery = (value.galleryImages as string[] | undefined) ?? [];
  if (gallery.length > MAX_GALLERY_IMAGES)
    fail('galleryImages', `A gallery holds at most ${MAX_GALLERY_IMAGES} images`);
  const links = (value.imageLinks as string[] | undefined) ?? [];
  if (links.length > MAX_IMAGE_LINKS) fail('imageLinks', `At most ${MAX_IMAGE_LINKS} image links`);
  for (const field of ['galleryImages', 'imageLinks', 'rotationImages', 'zoomImages']) {
    if (((value[field] as string[] | undefined) ?? []).some((path) => path.length > 500))
      fail(field, 'Image addresses must be at most 500 characters');
  }
  for (const field of MEDIA_FIELDS) {
    const items = value[field] === undefined ? [] : Array.isArray(value[field]) ? value[field] : [value[field]];
    if ((items as unknown[]).some((item) => !isSafeUrl(item, { paths: true }))) fail(field, linkMessage(field));
  }
  if (value.mainImage === undefined && !gallery.length && !links.length)
    fail('mainImage', 'At least one image (file or URL) is required');

  const specs = input.specifications;
  const specifications: Specifications = {};
  if (specs !== undefined && !isObject(specs)) fail('specifications', 'Specifications must be an object');
  const source = isObject(specs) ? specs : {};
  if (isDiamondType(productType)) checkDiamond(productType, source, specifications, fail);
  else checkJewelry(source, specifications, value, fail);
  value.specifications = specifications;

  return Object.keys(errors).length ? { value: null, errors } : { value: value as unknown as ProductInput, errors };
}

/** POST /api/admin/products' body (ProductInputDto), checked by the validation pipe: the whole product. */
export function checkNewProduct(body: Record<string, unknown>, ignored: ReadonlySet<string>): BodyCheck<ProductInput> {
  const { value, errors } = validateProductInput(undefined, body, ignored);
  return value ? { value } : { value: null, errors, message: VALIDATION_MESSAGE };
}

/**
 * PUT /api/admin/products/:id's body (ProductChangesDto): only a part, so the pipe takes it as it is;
 * AdminProductsService.update validates it merged onto the stored product (mergeProductInput).
 */
export function checkProductChanges(body: Record<string, unknown>): BodyCheck<Record<string, unknown>> {
  return { value: body };
}

type Fail = (field: string, message: string) => void;
const at = (field: string) => `specifications.${field}`;

function checkDiamond(type: ProductType, source: Record<string, unknown>, out: Specifications, fail: Fail): void {
  const natural = type === ProductType.NaturalDiamond;
  for (const key of Object.keys(source)) {
    if (!DIAMOND_SPEC_FIELDS.has(key)) fail(at(key), 'Unknown field');
    else out[key] = source[key];
  }
  copyTexts(out, fail, ['location']);
  parseNumbers(out, DIAMOND_NUMBERS, '', fail);
  for (const field of DIAMOND_DATES) {
    if (out[field] === undefined) continue;
    const date = new Date(String(out[field]));
    if (Number.isNaN(date.getTime())) fail(at(field), `${label(field)} must be a valid date`);
    else out[field] = date.toISOString();
  }
  if (isObject(out.location)) checkLocation(out, fail);

  if (out.stockNumber === undefined)
    fail(at('stockNumber'), natural ? 'Stock number is required (VDB mandatory)' : 'Stock number is required');
  if (out.shape === undefined) fail(at('shape'), 'Shape is required');
  if (!((out.weight as number) > 0))
    fail(at('weight'), natural ? 'Valid carat weight is required' : 'Weight is required');
  else if ((out.weight as number) >= 100_000) fail(at('weight'), 'Weight must be less than 100000');
  if (out.clarity === undefined) fail(at('clarity'), 'Clarity is required');
  if (out.color === undefined && out.fancyColor === undefined) {
    fail(at('color'), 'Either Color or Fancy Color is required');
    fail(at('fancyColor'), 'Either Color or Fancy Color is required');
  }
  canonicalize(out, STRICT_DIAMOND_OPTIONS, LOOSE_DIAMOND_OPTIONS, '', fail);
  checkLengths(out, fail);

  // Spec 2 §9 defaults.
  out.availability ??= 'Available';
  out.pair ??= 'Single';
  out.shareAccess ??= 'Yes';
  if (natural) {
    out.certificateVerified ??= 'No';
    out.heartsAndArrows ??= 'None';
  }
}

function checkJewelry(
  source: Record<string, unknown>,
  out: Specifications,
  top: Record<string, unknown>,
  fail: Fail,
): void {
  for (const [key, item] of Object.entries(source)) {
    if (!JEWELRY_SPEC_FIELDS.has(key)) fail(at(key), 'Unknown field');
    else out[key] = item;
  }
  // The top-level category and sub-category stand for the specifications' when those are not given.
  if (out.jewelryCategory === undefined && top.category !== undefined) out.jewelryCategory = top.category;
  if (out.jewelrySubCategory === undefined && top.subCategory !== undefined) out.jewelrySubCategory = top.subCategory;
  delete top.category;
  delete top.subCategory;

  copyTexts(out, fail, ['centerStone', 'sideStone', 'location', 'supportedShapes']);
  parseNumbers(out, JEWELRY_NUMBERS, '', fail);
  parseIntegers(out, JEWELRY_INTEGERS, '', fail);
  if (out.supportedShapes !== undefined) {
    const shapes = parseList(out.supportedShapes);
    if (!shapes) fail(at('supportedShapes'), 'Supported shapes must be a list or comma-separated text');
    else out.supportedShapes = shapes.map((shape) => canonical(options.JEWELRY_SHAPES, shape) ?? shape);
  }
  for (const [stone, fields] of [
    ['centerStone', CENTER_STONE_FIELDS],
    ['sideStone', SIDE_STONE_FIELDS],
  ] as const) {
    if (out[stone] === undefined) continue;
    if (!isObject(out[stone])) {
      fail(at(stone), `${label(stone)} must be an object`);
      continue;
    }
    const details: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(out[stone])) {
      if (!(fields as readonly string[]).includes(key)) fail(at(`${stone}.${key}`), 'Unknown field');
      else if (typeof item !== 'string' && typeof item !== 'number')
        fail(at(`${stone}.${key}`), `${label(key)} must be text or a number`);
      else details[key] = item;
    }
    parseNumbers(details, STONE_NUMBERS, `${stone}.`, fail);
    parseIntegers(details, ['totalStones'], `${stone}.`, fail);
    canonicalize(details, [], LOOSE_STONE_OPTIONS, `${stone}.`, fail);
    out[stone] = details;
  }
  if (isObject(out.location)) checkLocation(out, fail);

  if ((out.totalCaratWeight as number) >= 100_000)
    fail(at('totalCaratWeight'), 'Total carat weight must be less than 100000');
  if (out.stockNumber === undefined) fail(at('stockNumber'), 'Stock number is required');
  if (out.jewelryClassification === undefined) fail(at('jewelryClassification'), 'Jewelry classification is required');
  if (out.jewelryCategory === undefined) fail(at('jewelryCategory'), 'Jewelry category is required');
  if (out.metal === undefined) fail(at('metal'), 'Metal is required');
  canonicalize(out, STRICT_JEWELRY_OPTIONS, LOOSE_JEWELRY_OPTIONS, '', fail);
  if (typeof out.jewelrySubCategory === 'string' && out.jewelrySubCategory.length > 60)
    fail(at('jewelrySubCategory'), 'Jewelry sub-category must be at most 60 characters');
  checkLengths(out, fail);
}

/** Every value but the listed structured ones must be text or a number; numbers become text later where needed. */
function copyTexts(out: Specifications, fail: Fail, structured: string[]): void {
  for (const key of Object.keys(out)) {
    const item = out[key];
    if (structured.includes(key)) continue;
    if (typeof item === 'number') continue;
    if (typeof item === 'boolean') out[key] = item ? 'Yes' : 'No';
    else if (typeof item !== 'string') fail(at(key), `${label(key)} must be text or a number`);
  }
}

function parseNumbers(out: Record<string, unknown>, fields: string[], prefix: string, fail: Fail): void {
  for (const field of fields) {
    if (out[field] === undefined) continue;
    const number = parseNumber(out[field]);
    if (Number.isFinite(number)) out[field] = number;
    else fail(at(prefix + field), `${label(field)} must be a number`);
  }
}

function parseIntegers(out: Record<string, unknown>, fields: string[], prefix: string, fail: Fail): void {
  for (const field of fields) {
    if (out[field] === undefined) continue;
    const number = parseNumber(out[field]);
    if (Number.isInteger(number) && number >= 0) out[field] = number;
    else fail(at(prefix + field), `${label(field)} must be a whole number of 0 or more`);
  }
}

function canonicalize(
  out: Record<string, unknown>,
  strict: StrictOptions,
  loose: LooseOptions,
  prefix: string,
  fail: Fail,
): void {
  for (const [field, [name, list]] of strict) {
    if (out[field] === undefined) continue;
    const match = canonical(list, String(out[field]));
    if (match) out[field] = match;
    else fail(at(prefix + field), `${name} must be one of ${list.join(', ')}`);
  }
  for (const [field, list] of loose) {
    if (out[field] === undefined) continue;
    out[field] = canonical(list, String(out[field])) ?? String(out[field]);
  }
}

function checkLocation(out: Specifications, fail: Fail): void {
  const location: Record<string, string> = {};
  for (const [key, item] of Object.entries(out.location as Record<string, unknown>)) {
    if (!LOCATION_FIELDS.includes(key)) fail(at(`location.${key}`), 'Unknown field');
    else if (typeof item !== 'string') fail(at(`location.${key}`), `${label(key)} must be text`);
    else location[key] = item;
  }
  out.location = location;
}

function checkLengths(out: Specifications, fail: Fail): void {
  for (const field of SPEC_LINK_FIELDS) {
    if (out[field] !== undefined && !isSafeUrl(String(out[field]), { paths: true }))
      fail(at(field), linkMessage(field));
  }
  for (const [field, max] of SPEC_LENGTHS) {
    if (out[field] === undefined) continue;
    out[field] = String(out[field]);
    if ((out[field] as string).length > max) fail(at(field), `${label(field)} must be at most ${max} characters`);
  }
}
