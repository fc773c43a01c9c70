/**
 * bench:ssr's pages: the five bench:vitals measures (scripts/bench-vitals.mjs), at addresses shoppers
 * use, each with the API reads its server render makes (as the storefront's query functions ask them:
 * storefront/src/catalog, pages/home/homeContent.ts, shop/shopInfo.ts). A change to what a page reads
 * must be made here too, or its API figures stop being the page's.
 */

/** One address of a page, and the API reads (path and query) rendering it makes. */
export interface Visit {
  address: string;
  reads: string[];
}

export interface MeasuredPage {
  name: string;
  /** Asked for in turn. */
  visits: Visit[];
  /** What each read is, in the order of every visit's `reads`. */
  readNames: string[];
}

/** The shop's name, currencies and contacts: every page's layout reads them. */
const SHOP = '/api/shop';

const FEATURED_TYPES = ['jewelry', 'diamond', 'lab-grown', 'natural-diamond'];

/** The storefront's first page of a search: 24 items and the facet counts beside them. */
const FIRST_PAGE = 'page=1&limit=24&facets=true';

const diamondSearch = (address: string, search: string): Visit => ({
  address,
  reads: [SHOP, `/api/diamonds?${search}&${FIRST_PAGE}`],
});

const jewelrySearch = (address: string, search: string): Visit => ({
  address,
  reads: [SHOP, `/api/jewelry?${search}&${FIRST_PAGE}`],
});

/** The pages, the diamond page at each of `diamondIds` in turn. */
export function measuredPages(diamondIds: string[]): MeasuredPage[] {
  const featured = FEATURED_TYPES.map(
    (type) => `/api/products?featured=true&productType=${type}&limit=4&sort=-createdAt`,
  );
  const home = [
    SHOP,
    '/api/featured-images/current',
    '/api/shop-categories/active',
    ...featured,
    '/api/customer-reviews/active?limit=10&featured=false',
  ];
  return [
    { name: 'home', visits: [{ address: '/', reads: home }], readNames: home },
    {
      name: 'diamonds',
      visits: [
        diamondSearch('/diamonds', 'type=lab-grown&sortBy=latest'),
        diamondSearch('/diamonds?shape=oval&sortBy=price-asc', 'type=lab-grown&sortBy=price-asc&shape=Oval'),
        diamondSearch(
          '/diamonds?type=natural&shape=round&color=D,E,F&caratRange=1.00-2.00&sortBy=price-desc',
          'type=natural&sortBy=price-desc&shape=Round&color=D,E,F&caratMin=1&caratMax=2',
        ),
      ],
      readNames: [SHOP, '/api/diamonds (search, first page, facets)'],
    },
    {
      name: 'diamond',
      visits: diamondIds.map((id) => ({ address: `/diamonds/${id}`, reads: [SHOP, `/api/products/${id}`] })),
      readNames: [SHOP, '/api/products/:id'],
    },
    {
      name: 'jewelry',
      visits: [
        jewelrySearch('/jewelry', 'sortBy=latest'),
        jewelrySearch('/jewelry?category=rings&sortBy=price-asc', 'sortBy=price-asc&category=engagement'),
      ],
      readNames: [SHOP, '/api/jewelry (search, first page, facets)'],
    },
    { name: 'book-appointment', visits: [{ address: '/book-appointment', reads: [SHOP] }], readNames: [SHOP] },
  ];
}
