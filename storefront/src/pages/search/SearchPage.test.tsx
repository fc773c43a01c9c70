import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configure, screen, within } from '@testing-library/react';
import { productDto } from '../../test/catalogFixtures';
import { jsonResponse, mockFetch, renderRoute } from '../../test/renderApp';

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

beforeEach(() => {
  mockFetch(async (url) => {
    const { pathname, searchParams } = new URL(url);
    if (pathname !== '/api/products/lookup') return Promise.reject(new TypeError('offline'));
    return jsonResponse({ exact: null, items: searchParams.get('q') === 'étoile' ? [pendant, stone] : [] });
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
