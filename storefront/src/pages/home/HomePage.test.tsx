import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { defaultShop } from '@gem-shop/widgets/shop';
import { jsonResponse, mockFetch, renderRoute } from '../../test/renderApp';

const main = () => screen.getByRole('main');

describe('home page', () => {
  test('shows the sections of spec 1 §2 in order', () => {
    mockFetch();
    renderRoute('/');
    expect(within(main()).getByRole('heading', { level: 1 })).toHaveTextContent('Brilliance, ethically made.');
    expect(within(main()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
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

  test('the hero offers Shop Diamonds and Book Appointment', () => {
    mockFetch();
    renderRoute('/');
    const hero = screen.getByRole('region', { name: 'Brilliance, ethically made.' });
    expect(within(hero).getByRole('link', { name: 'Shop Diamonds' })).toHaveAttribute('href', '/diamonds');
    expect(within(hero).getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment');
  });

  test('the row of promises names the four promises', () => {
    mockFetch();
    renderRoute('/');
    const promises = screen.getByRole('region', { name: 'Our promises' });
    for (const promise of ['Free Worldwide Delivery', 'Lifetime Warranty', 'Free Resizing', 'Certified Quality']) {
      expect(within(promises).getByText(promise)).toBeInTheDocument();
    }
  });

  test('category tiles lead to the catalogue paths', () => {
    mockFetch();
    renderRoute('/');
    const categories = screen.getByRole('region', { name: 'Shop by Category' });
    const hrefs = within(categories).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/jewelry?category=engagement',
      '/jewelry?category=wedding',
      '/jewelry?category=earrings',
      '/jewelry?category=necklace',
      '/jewelry?category=bracelet',
      '/jewelry?category=pendant',
      '/diamonds',
      '/custom-jewelry',
    ]);
  });

  test('each diamond shape links to the filtered catalogue; Round, Oval and Cushion are popular', () => {
    mockFetch();
    renderRoute('/');
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

  test('featured sections show their empty state until products arrive', () => {
    mockFetch();
    renderRoute('/');
    expect(screen.getByText('Our featured jewelry will appear here soon.')).toBeInTheDocument();
    expect(screen.getByText('Our featured diamonds will appear here soon.')).toBeInTheDocument();
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
    renderRoute('/');
    const cta = screen.getByRole('region', { name: 'Let Us Help You Find the One' });

    const linkTarget = (name: string) => within(cta).getByRole('link', { name }).getAttribute('href');

    expect(await within(cta).findByRole('link', { name: '+44 20 0000 1111' })).toHaveAttribute('href', 'tel:+442000001111');
    expect(linkTarget('showroom@lumen.example')).toBe('mailto:showroom@lumen.example');
    expect(linkTarget('Showroom: 1 Bond Street, London')).toBe('/contact');
    expect(linkTarget('Book Your Virtual Appointment')).toBe('/book-appointment');
  });
});
