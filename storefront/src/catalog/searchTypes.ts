import type { Client } from 'openapi-fetch';
import type { components, paths } from '@gem-shop/widgets/api';
import { api } from '../apiClient';

/**
 * Request and answer types of the two search endpoints (`GET /api/diamonds`, `GET /api/jewelry`),
 * written by hand from the catalogue issue's contract until they appear in openapi.json. When
 * `npm run api-types -w widgets` brings them in, delete this file's path types and use `api` directly.
 */

export type ProductDto = components['schemas']['ProductDto'];
export type Availability = components['schemas']['AvailabilityDto'];

/** One result of a search: the summary fields the cards use (full ProductDto fields are tolerated). */
export interface ProductSummary {
  id: string;
  productType: ProductDto['productType'];
  stockNumber: string;
  name: string;
  price: number;
  originalPrice: number | null;
  salePrice: number | null;
  onSale: boolean;
  shape: string | null;
  carat: number | null;
  color: string | null;
  clarity: string | null;
  cut: string | null;
  lab: string | null;
  mainImage: string | null;
  featured: boolean;
  isNewArrival: boolean;
  countInStock: number | null;
  availability: Availability;
  createdAt: string;
  // Jewelry cards read these when present.
  category?: string | null;
  subCategory?: string | null;
  metal?: string | null;
  totalCaratWeight?: number | null;
  discount?: number;
}

export type FacetCounts = Record<string, number>;

export interface SearchRanges {
  price: { min: number | null; max: number | null };
  carat: { min: number | null; max: number | null };
}

export interface SearchAnswer<F extends string> {
  items: ProductSummary[];
  total: number;
  page: number;
  pages: number;
  /** Absent when asked with facets=false. */
  facets?: Partial<Record<F, FacetCounts>>;
  ranges?: SearchRanges;
}

export type SortBy = 'latest' | 'price-asc' | 'price-desc' | 'carat-asc' | 'carat-desc';

interface CommonQuery {
  caratMin?: number;
  caratMax?: number;
  priceMin?: number;
  priceMax?: number;
  sortBy?: SortBy;
  page?: number;
  limit?: number;
  facets?: boolean;
}

export type DiamondFacet = 'shape' | 'cut' | 'color' | 'clarity' | 'certification';

/** Lists are comma-separated values, compared case-insensitively by the server. */
export interface DiamondSearchQuery extends CommonQuery {
  type?: 'lab-grown' | 'natural';
  shape?: string;
  cut?: string;
  color?: string;
  clarity?: string;
  certification?: string;
}

export type JewelryFacet =
  | 'category'
  | 'subCategory'
  | 'metal'
  | 'classification'
  | 'stoneType'
  | 'stoneShape'
  | 'gemType'
  | 'brand';

export type JewelrySearchQuery = CommonQuery & Partial<Record<JewelryFacet, string>>;

export type DiamondSearchAnswer = SearchAnswer<DiamondFacet>;
export type JewelrySearchAnswer = SearchAnswer<JewelryFacet>;

interface SearchOperation<Q, A> {
  parameters: { query?: Q; header?: never; path?: never; cookie?: never };
  requestBody?: never;
  responses: {
    200: { headers: Record<string, unknown>; content: { 'application/json': A } };
    400: { headers: Record<string, unknown>; content: { 'application/json': { message: string } } };
  };
}

interface SearchPaths {
  '/api/diamonds': { get: SearchOperation<DiamondSearchQuery, DiamondSearchAnswer> };
  '/api/jewelry': { get: SearchOperation<JewelrySearchQuery, JewelrySearchAnswer> };
}

/** The one storefront client (same middleware), with the two search paths typed as above. */
export const searchApi = api as unknown as Client<Omit<paths, keyof SearchPaths> & SearchPaths>;
