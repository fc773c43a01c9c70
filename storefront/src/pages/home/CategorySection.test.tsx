import { describe, expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../test/mockApi';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/renderApp';
import { CategorySection } from './CategorySection';
import type { ShopCategory } from './homeContentTypes';
import { variantsOf } from './home.test-kit';

const category = (n: number): ShopCategory => ({
  id: `c${n}`,
  title: `Category ${n}`,
  description: n === 2 ? null : `About ${n}`,
  linkUrl: n % 2 ? '/jewelry?category=pendant' : '/diamonds?shape=oval',
  categoryType: 'jewelry',
  imageUrl: `http://shop.test/media/c${n}.jpg`,
  imageVariants: variantsOf(`c${n}`),
});

const region = () => screen.getByRole('region', { name: 'Shop by Category' });
const tileLinks = () =>
  within(region())
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('shop by category', () => {
  test('shows the default categories four to a page, with arrows and dots', async () => {
    mockFetch();
    renderWithProviders(<CategorySection />);
    const firstPage = [
      '/jewelry?category=engagement',
      '/jewelry?category=wedding',
      '/jewelry?category=earrings',
      '/jewelry?category=necklace',
    ];
    expect(tileLinks()).toEqual(firstPage);
    expect(within(region()).getByRole('link', { name: /Engagement Rings/ })).toHaveTextContent(
      'Solitaires, halos and three-stone designs',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(tileLinks()).toEqual([
      '/jewelry?category=bracelet',
      '/jewelry?category=pendant',
      '/diamonds',
      '/custom-jewelry',
    ]);
    expect(screen.getByRole('button', { name: 'Show page 2 of 2' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(tileLinks()).toEqual(firstPage);
    fireEvent.click(screen.getByRole('button', { name: 'Show page 2 of 2' }));
    expect(tileLinks()[0]).toBe('/jewelry?category=bracelet');
    // Category pages never move on their own.
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
  });

  test("the shop's own categories replace the defaults, pictures in a round frame", async () => {
    const { requestsTo } = mockApi({
      'GET /api/shop-categories/active': () =>
        jsonResponse({ success: true, categories: [1, 2, 3, 4, 5].map(category) }),
    });
    const { container } = renderWithProviders(<CategorySection />);
    expect(await within(region()).findByRole('link', { name: /Category 1/ })).toHaveAttribute(
      'href',
      '/jewelry?category=pendant',
    );
    expect(requestsTo('GET /api/shop-categories/active')).toHaveLength(1);
    expect(tileLinks()).toEqual([
      '/jewelry?category=pendant',
      '/diamonds?shape=oval',
      '/jewelry?category=pendant',
      '/diamonds?shape=oval',
    ]);
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute(
      'srcset',
      'http://shop.test/media/c1-thumbnail.webp 200w, http://shop.test/media/c1-card.webp 600w',
    );
    expect(picture).toHaveAttribute('loading', 'lazy');

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(tileLinks()).toEqual(['/jewelry?category=pendant']);
    expect(within(region()).getByRole('link', { name: /Category 5/ })).toHaveTextContent('About 5');
  });

  test('one page of categories shows no controls', async () => {
    mockApi({
      'GET /api/shop-categories/active': () => jsonResponse({ success: true, categories: [category(1), category(2)] }),
    });
    renderWithProviders(<CategorySection />);
    await within(region()).findByRole('link', { name: /Category 2/ });
    expect(within(region()).queryByRole('button')).toBeNull();
  });

  test('an empty list keeps the defaults', async () => {
    mockApi({ 'GET /api/shop-categories/active': () => jsonResponse({ success: true, categories: [] }) });
    const { queryClient } = renderWithProviders(<CategorySection />);
    await waitFor(() => expect(queryClient.getQueryState(['home-content', 'categories'])?.status).toBe('success'));
    expect(tileLinks()[0]).toBe('/jewelry?category=engagement');
  });
});
