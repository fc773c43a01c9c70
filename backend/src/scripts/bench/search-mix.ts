/**
 * The fixed mix of diamond searches `npm run bench:search` times: what shoppers do on /diamonds.
 * Every search runs twice, as the first page with facet counts (a new search) and as a page without
 * them (`facets=false`, the next pages of the same search). Documented in docs/benchmarks.md.
 */
export const SEARCH_MIX: Record<string, string>[] = [
  // Landing on the catalogue, each kind, and every sort.
  { type: 'lab-grown' },
  { type: 'natural' },
  {},
  { type: 'lab-grown', sortBy: 'price-asc' },
  { type: 'lab-grown', sortBy: 'price-desc' },
  { type: 'lab-grown', sortBy: 'carat-asc' },
  { type: 'natural', sortBy: 'carat-desc' },
  // One filter.
  { type: 'lab-grown', shape: 'Round' },
  { type: 'lab-grown', shape: 'Oval,Cushion,Pear' },
  { type: 'natural', color: 'D,E,F' },
  { type: 'lab-grown', clarity: 'VVS1,VVS2' },
  { type: 'lab-grown', cut: 'Ideal' },
  { type: 'natural', certification: 'GIA' },
  { type: 'lab-grown', priceMin: '1000', priceMax: '3000' },
  { type: 'natural', caratMin: '2' },
  // Combined filters, as a shopper narrows down.
  { type: 'lab-grown', shape: 'Round', color: 'G,H', clarity: 'VS1,VS2', priceMin: '2000', priceMax: '8000' },
  { type: 'lab-grown', shape: 'Oval', caratMin: '1', caratMax: '2', sortBy: 'price-asc' },
  {
    type: 'natural',
    shape: 'Round',
    certification: 'GIA',
    caratMin: '1',
    caratMax: '1.5',
    cut: 'Ideal,Excellent',
    sortBy: 'price-asc',
  },
  { type: 'natural', shape: 'Emerald,Asscher', color: 'D,E,F,G', clarity: 'VS1,VS2,VVS2', sortBy: 'carat-desc' },
  { type: 'lab-grown', shape: 'Heart', color: 'D', clarity: 'FL,IF', sortBy: 'price-desc' },
  { type: 'lab-grown', priceMax: '500', sortBy: 'carat-desc' },
  // Deep pages.
  { type: 'lab-grown', page: '50', sortBy: 'price-asc' },
  { type: 'lab-grown', page: '2000' },
  { type: 'natural', shape: 'Round', page: '100', limit: '100', sortBy: 'carat-asc' },
];
