import type { EntityData } from '@mikro-orm/core';
import { type Product, ProductType } from '../entities/product.entity.js';
import { isDiamondType, type ProductInput, type Specifications } from './product-rules.js';

/** Specifications kept in their own columns (searched and sorted on), by the input's field name. */
const DIAMOND_COLUMNS = {
  stockNumber: 'stockNumber',
  shape: 'shape',
  weight: 'carat',
  color: 'color',
  clarity: 'clarity',
  cutGrade: 'cut',
  lab: 'lab',
  certificateNumber: 'certificateNumber',
  certificateUrl: 'certificateUrl',
  availability: 'availability',
  fancyColor: 'fancyColor',
} as const;
const JEWELRY_COLUMNS = {
  stockNumber: 'stockNumber',
  jewelryClassification: 'classification',
  jewelryCategory: 'category',
  jewelrySubCategory: 'subCategory',
  metal: 'metal',
  totalCaratWeight: 'totalCaratWeight',
  certificateUrl: 'certificateUrl',
} as const;
const EVERY_SPEC_COLUMN = [
  'stockNumber',
  'shape',
  'carat',
  'color',
  'clarity',
  'cut',
  'lab',
  'certificateNumber',
  'certificateUrl',
  'availability',
  'fancyColor',
  'classification',
  'metal',
  'totalCaratWeight',
  'stoneType',
  'stoneShape',
  'gemType',
] as const;

const columnsOf = (type: ProductType): Record<string, string> =>
  isDiamondType(type) ? DIAMOND_COLUMNS : JEWELRY_COLUMNS;

/** The entity's fields for a validated input: every column set (null when absent), the rest in `specs`. */
export function toProductFields(input: ProductInput): EntityData<Product> {
  const columns = columnsOf(input.productType);
  const fields: Record<string, unknown> = Object.fromEntries(EVERY_SPEC_COLUMN.map((column) => [column, null]));
  if (!isDiamondType(input.productType)) Object.assign(fields, { category: null, subCategory: null });
  const specs: Specifications = {};
  for (const [key, value] of Object.entries(input.specifications)) {
    if (key in columns) fields[columns[key]] = value;
    else specs[key] = value;
  }
  if (!isDiamondType(input.productType)) {
    // The piece's main stone, as the jewelry search filters it (the center stone, else the side stones).
    const stone = (specs.centerStone ?? specs.sideStone) as Record<string, unknown> | undefined;
    fields.stoneType = stone?.type ?? null;
    fields.stoneShape = stone?.shape ?? null;
    fields.gemType = stone?.gemType ?? null;
  }
  return {
    ...fields,
    productType: input.productType,
    name: input.name,
    description: input.description,
    price: input.price,
    originalPrice: input.originalPrice ?? null,
    salePrice: input.salePrice ?? null,
    onSale: input.onSale ?? false,
    ...(isDiamondType(input.productType) && {
      category: input.category ?? null,
      subCategory: input.subCategory ?? null,
    }),
    brand: input.brand ?? null,
    featured: input.featured ?? false,
    isNewArrival: input.isNewArrival ?? false,
    countInStock: input.countInStock ?? null,
    rating: input.rating ?? null,
    numReviews: input.numReviews ?? 0,
    tags: input.tags ?? [],
    materials: input.materials ?? [],
    customizable: input.customizable ?? false,
    mainImage: input.mainImage ?? null,
    galleryImages: input.galleryImages ?? [],
    imageLinks: input.imageLinks ?? [],
    videoUrl: input.videoUrl ?? null,
    rotationImages: input.rotationImages ?? [],
    zoomImages: input.zoomImages ?? [],
    specs,
  } as EntityData<Product>;
}

/** A stored product as staff write it (the inverse of toProductFields); empty values left out. */
export function toProductInput(product: Product): ProductInput {
  const specifications: Specifications = {};
  for (const [key, column] of Object.entries(columnsOf(product.productType))) {
    const value = (product as unknown as Record<string, unknown>)[column];
    if (value !== null && value !== undefined) specifications[key] = value;
  }
  Object.assign(specifications, product.specs);
  const input: Record<string, unknown> = {
    productType: product.productType,
    name: product.name,
    description: product.description,
    price: product.price,
    originalPrice: product.originalPrice,
    salePrice: product.salePrice,
    onSale: product.onSale,
    ...(isDiamondType(product.productType) && { category: product.category, subCategory: product.subCategory }),
    brand: product.brand,
    featured: product.featured,
    isNewArrival: product.isNewArrival,
    countInStock: product.countInStock,
    rating: product.rating,
    numReviews: product.numReviews,
    tags: product.tags,
    materials: product.materials,
    customizable: product.customizable,
    mainImage: product.mainImage,
    galleryImages: product.galleryImages,
    imageLinks: product.imageLinks,
    videoUrl: product.videoUrl,
    rotationImages: product.rotationImages,
    zoomImages: product.zoomImages,
  };
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) delete input[key];
  }
  return { ...input, specifications } as ProductInput;
}

/** Field-level differences between two inputs, as dotted paths (`price`, `specifications.availability`). */
export function diffProductInputs(
  before: ProductInput | null,
  after: ProductInput | null,
): { field: string; before: unknown; after: unknown }[] {
  const a = before ? flatten(before) : {};
  const b = after ? flatten(after) : {};
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields
    .filter((field) => JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null))
    .map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
}

function flatten(input: ProductInput): Record<string, unknown> {
  const { specifications, ...top } = input;
  const flat: Record<string, unknown> = { ...top };
  for (const [key, value] of Object.entries(specifications)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [inner, item] of Object.entries(value)) flat[`specifications.${key}.${inner}`] = item;
    } else {
      flat[`specifications.${key}`] = value;
    }
  }
  return flat;
}
