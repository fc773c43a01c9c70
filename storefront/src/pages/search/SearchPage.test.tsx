import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { productDto } from '../../test/catalogFixtures';
import { jsonResponse, mockFetch, renderRoute, requestedUrls } from '../../test/renderApp';

jest.setTimeout(20_000);
// The page loads on demand and the machine may be busy: allow slow renders.
configure({ asyncUtilTimeout: 5000 });

const pendant = productDto({
  id: '5f0c1d2e-0000-4000-8000-0000000000c1',
  productType: 'jewelry',
  category: 'Pendant',
  stockNumber: 'JW-9',
  name: 'Étoile 100% Gold Pendant',
});
const stone = productDto({
  id: '5f0c1d2e-0000-4000-8000-0000000000c2',
  stockNumber: 'LG-9',
  name: 'Étoile Oval',
  onSale: true,
  price: 1005,
  salePrice: 905,
});

/** 30 oval rings, the 28th cannot be ordered: two pages of 24. */
const ovalRings = Array.from({ length: 30 }, (_, index) =>
  productDto({
    id: `5f0c1d2e-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
    productType: 'jewelry',
    category: 'Engagement Ring',
    stockNumber: `JW-${index + 1}`,
    name: `Oval Solitaire Engagement Ring ${index + 1}`,
    availability:
      index === 27
        ? { status: 'unavailable', label: 'Currently Unavailable', canOrder: false }
        : { status: 'in-stock', label: 'In Stock (8 available)', canOrder: true },
  }),
);

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch(async (url) => {
    const { pathname, searchParams } = new URL(url);
    if (pathname !== '/api/products/lookup') return Promise.reject(new TypeError('offline'));
    const q = searchParams.get('q');
    if (q === 'round') {
      // More match than the API lists: it lists its 1,000 most relevant.
      return jsonResponse({
        exact: null,
        items: ovalRings.slice(0, 24),
        total: 1000,
        truncated: true,
        page: 1,
        pages: 42,
      });
    }
    const matches = q === 'étoile' ? [pendant, stone] : q === 'oval ring' ? ovalRings : [];
    const page = Number(searchParams.get('page') ?? 1);
    const limit = Number(searchParams.get('limit'));
    return jsonResponse({
      exact: null,
      items: matches.slice((page - 1) * limit, page * limit),
      total: matches.length,
      truncated: false,
      page,
      pages: Math.ceil(matches.length / limit),
    });
  });
});

describe('search results page', () => {
  test('lists the matching pieces as cards leading to their pages, with the search in the box', async () => {
    renderRoute(`/search?q=${encodeURIComponent('étoile')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(await screen.findByText('2 pieces match “étoile”')).toHaveAttribute('role', 'status');
    const cards = screen
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('link', { name: /Étoile/ }));
    expect(cards.map((card) => within(card).getAllByRole('link')[0].getAttribute('href'))).toEqual([
      `/jewelry/${pendant.id}`,
      `/diamonds/${stone.id}`,
    ]);
    expect(within(cards[1]).getByText('$905')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('searchbox')).toHaveValue('étoile');
    expect(document.title).toMatch(/^Search: étoile \|/);
  });

  test('many matches: the total, the pieces of this page with their availability, and pages to move between', async () => {
    const { router } = renderRoute(`/search?q=${encodeURIComponent('oval ring')}`);
    expect(await screen.findByText('30 pieces match “oval ring”: 1–24 shown, page 1 of 2')).toHaveAttribute(
      'role',
      'status',
    );
    const main = screen.getByRole('main');
    const cardNames = () =>
      within(main)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(cardNames()).toHaveLength(24);
    expect(within(main).getAllByText('In Stock (8 available)')).toHaveLength(24);

    const paging = within(main).getByRole('navigation', { name: 'Search result pages' });
    expect(within(paging).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('30 pieces match “oval ring”: 25–30 shown, page 2 of 2')).toBeInTheDocument();
    expect(cardNames()).toEqual(ovalRings.slice(24).map((ring) => ring.name));
    expect(within(main).getByText('Currently Unavailable')).toBeInTheDocument();
    expect(within(paging).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toBe('?q=oval+ring&page=2');
    expect(requestedUrls(fetchMock).filter((url) => url.includes('page=2'))).toHaveLength(1);
  });

  test('a search matching more than the API lists says so and asks for more words', async () => {
    renderRoute('/search?q=round');
    expect(
      await screen.findByText(
        'More than 1,000 pieces match “round” (add words to narrow the search); the 1,000 most relevant are listed: 1–24 shown, page 1 of 42',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 42' })).toBeInTheDocument();
  });

  test('an address with its page number opens that page', async () => {
    renderRoute(`/search?q=${encodeURIComponent('oval ring')}&page=2`);
    expect(await screen.findByText('30 pieces match “oval ring”: 25–30 shown, page 2 of 2')).toBeInTheDocument();
  });

  test('says so when nothing matches, and offers the collections', async () => {
    renderRoute('/search?q=zzz%25');
    expect(await screen.findByRole('heading', { level: 2, name: 'No pieces match “zzz%”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Diamonds' })).toHaveAttribute('href', '/diamonds');
    expect(screen.getByRole('link', { name: 'Browse Jewelry' })).toHaveAttribute('href', '/jewelry');
  });

  test('without a search it asks for one', async () => {
    renderRoute('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('search')).toBeInTheDocument();
  });
});
