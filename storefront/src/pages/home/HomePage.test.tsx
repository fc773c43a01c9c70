import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { defaultShop } from '@gem-shop/widgets/shop';
import { productDto } from '../../test/catalogFixtures';
import { jsonResponse, mockFetch, renderRoute, requestedUrls } from '../../test/renderApp';

const main = () => screen.getByRole('main');

/** The home page loads on demand (routes.tsx): rendered once its heading is there. */
async function renderHome() {
  const view = renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: 'Brilliance, ethically made.' });
  return view;
}

describe('home page', () => {
  test('shows the sections of spec 1 §2 in order', async () => {
    mockFetch();
    await renderHome();
    expect(within(main()).getByRole('heading', { level: 1 })).toHaveTextContent('Brilliance, ethically made.');
    // With nothing loaded, the hero shows its first default slide, titled by an h2.
    expect(
      await within(main()).findByRole('heading', { level: 2, name: 'Certified Diamonds, Honestly Priced' }),
    ).toBeInTheDocument();
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Certified Diamonds, Honestly Priced',
      'Shop by Category',
      'Shop Diamonds by Shape',
      'Featured Jewelry',
      'Featured Diamonds',
      'What Our Clients Say',
      'Jewelry You Can Trust',
      'Let Us Help You Find the One',
    ]);
    expect(document.title).toBe('Lumen Jewelers | Certified Diamonds & Fine Jewelry');
  });

  test('loads the hero slides, shop categories and 10 reviews from the public endpoints', async () => {
    const fetchMock = mockFetch();
    await renderHome();
    await screen.findByRole('heading', { level: 2, name: 'Certified Diamonds, Honestly Priced' });
    const requested = requestedUrls(fetchMock).map((url) => new URL(url));
    const paths = requested.map((url) => url.pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/featured-images/current',
        '/api/shop-categories/active',
        '/api/customer-reviews/active',
      ]),
    );
    expect(requested.find((url) => url.pathname === '/api/customer-reviews/active')?.searchParams.get('limit')).toBe(
      '10',
    );
  });

  test('the row of promises names the four promises', async () => {
    mockFetch();
    await renderHome();
    const promises = screen.getByRole('region', { name: 'Our promises' });
    for (const promise of ['Free Worldwide Delivery', 'Lifetime Warranty', 'Free Resizing', 'Certified Quality']) {
      expect(within(promises).getByText(promise)).toBeInTheDocument();
    }
  });

  test('the first page of category tiles leads to the catalogue paths', async () => {
    mockFetch();
    await renderHome();
    const categories = screen.getByRole('region', { name: 'Shop by Category' });
    const hrefs = within(categories)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/jewelry?category=engagement',
      '/jewelry?category=wedding',
      '/jewelry?category=earrings',
      '/jewelry?category=necklace',
    ]);
  });

  test('each diamond shape links to the filtered catalogue; Round, Oval and Cushion are popular', async () => {
    mockFetch();
    await renderHome();
    const shapes = screen.getByRole('region', { name: 'Shop Diamonds by Shape' });
    const tiles = within(shapes)
      .getAllByRole('link')
      .map((link) => ({
        href: link.getAttribute('href'),
        popular: within(link).queryByText('Popular') !== null,
      }));
    expect(tiles).toEqual([
      { href: '/diamonds?shape=round', popular: true },
      { href: '/diamonds?shape=oval', popular: true },
      { href: '/diamonds?shape=princess', popular: false },
      { href: '/diamonds?shape=emerald', popular: false },
      { href: '/diamonds?shape=cushion', popular: true },
      { href: '/diamonds?shape=pear', popular: false },
      { href: '/diamonds?shape=heart', popular: false },
      { href: '/diamonds?shape=marquise', popular: false },
    ]);
  });

  test('featured sections show their empty state until products arrive', async () => {
    mockFetch();
    await renderHome();
    expect(screen.getByText('Our featured jewelry will appear here soon.')).toBeInTheDocument();
    expect(screen.getByText('Our featured diamonds will appear here soon.')).toBeInTheDocument();
  });

  test('featured sections show the newest 4 featured jewelry and the newest 4 featured diamonds of all kinds', async () => {
    const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`;
    const byType: Record<string, ReturnType<typeof productDto>[]> = {
      jewelry: [productDto({ id: 'j1', productType: 'jewelry', name: 'Pavé Pendant', createdAt: at(3) })],
      'lab-grown': [1, 5, 7].map((day) => productDto({ id: `lg${day}`, name: `Lab stone ${day}`, createdAt: at(day) })),
      'natural-diamond': [2, 6].map((day) =>
        productDto({ id: `n${day}`, productType: 'natural-diamond', name: `Natural stone ${day}`, createdAt: at(day) }),
      ),
    };
    const fetchMock = mockFetch(async (url) => {
      const address = new URL(url);
      if (address.pathname !== '/api/products') return jsonResponse({ message: 'Not found' }, 404);
      const products = byType[address.searchParams.get('productType') ?? ''] ?? [];
      return jsonResponse({ products, total: products.length, page: 1, pages: 1 });
    });
    await renderHome();
    expect(await screen.findByRole('link', { name: 'View Details: Pavé Pendant' })).toHaveAttribute(
      'href',
      '/jewelry/j1',
    );
    const diamonds = screen.getByRole('region', { name: 'Featured Diamonds' });
    await waitFor(() => expect(within(diamonds).getAllByRole('article')).toHaveLength(4));
    expect(
      within(diamonds)
        .getAllByRole('link', { name: /View Details/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/diamonds/lg7', '/diamonds/n6', '/diamonds/lg5', '/diamonds/n2']);
    const productQueries = requestedUrls(fetchMock).filter((url) => new URL(url).pathname === '/api/products');
    expect(new URL(productQueries[0]).searchParams.get('featured')).toBe('true');
    expect(new URL(productQueries[0]).searchParams.get('limit')).toBe('4');
    expect(new URL(productQueries[0]).searchParams.get('sort')).toBe('-createdAt');
  });

  test('the closing call to action uses the shop facts and offers a virtual appointment', async () => {
    mockFetch(async () =>
      jsonResponse({
        ...defaultShop,
        phone: '+44 20 0000 1111',
        email: 'showroom@lumen.example',
        address: { line1: '1 Bond Street', city: 'London', postcode: 'W1S 1AA', country: 'United Kingdom' },
      }),
    );
    await renderHome();
    const cta = screen.getByRole('region', { name: 'Let Us Help You Find the One' });

    const linkTarget = (name: string) => within(cta).getByRole('link', { name }).getAttribute('href');

    expect(await within(cta).findByRole('link', { name: '+44 20 0000 1111' })).toHaveAttribute(
      'href',
      'tel:+442000001111',
    );
    expect(linkTarget('showroom@lumen.example')).toBe('mailto:showroom@lumen.example');
    expect(linkTarget('Showroom: 1 Bond Street, London')).toBe('/contact');
    expect(linkTarget('Book Your Virtual Appointment')).toBe('/book-appointment?meeting=video');
  });
});
