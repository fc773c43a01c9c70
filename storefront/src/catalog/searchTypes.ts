import type { components, paths } from '@gem-shop/widgets/api';

/**
 * Short names for the catalogue's API types, all from the generated OpenAPI types (`npm run openapi`),
 * so the storefront follows the server's contract of `GET /api/diamonds` and `GET /api/jewelry`.
 */

type Schemas = components['schemas'];

export type ProductDto = Schemas['ProductDto'];
/** What cards show: search results carry only these fields; a full ProductDto fits too. */
export type ProductSummary = Schemas['ProductSummaryDto'];
export type SortBy = Schemas['SearchSort'];

export type DiamondKind = Schemas['DiamondKind'];
export type DiamondSearchQuery = NonNullable<paths['/api/diamonds']['get']['parameters']['query']>;
export type DiamondSearchAnswer = Schemas['DiamondSearchAnswerDto'];
export type DiamondFacet = keyof Schemas['DiamondFacetsDto'];

export type JewelrySearchQuery = NonNullable<paths['/api/jewelry']['get']['parameters']['query']>;
export type JewelrySearchAnswer = Schemas['JewelrySearchAnswerDto'];
export type JewelryFacet = keyof Schemas['JewelryFacetsDto'];

/** One facet group's counts: option → matches. */
export type FacetCounts = Schemas['DiamondFacetsDto'][DiamondFacet];
