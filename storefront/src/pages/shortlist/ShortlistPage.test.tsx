import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { addToShortlist } from '../../shortlist/shortlistEdits';
import { getShortlist } from '../../shortlist/shortlistStore';
import { productDto } from '../../test/catalogFixtures';
import { mockApi } from '../../test/mockApi';
import { jsonResponse, mockFetch, renderRoute } from '../../test/renderApp';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const ID_A = '5f0c1d2e-0000-4000-8000-00000000000a';
const ID_B = '5f0c1d2e-0000-4000-8000-00000000000b';

const diamond = productDto({
  id: ID_A,
  _id: ID_A,
  name: 'Oval Lab Diamond',
  onSale: true,
  salePrice: 1960,
  specs: { polish: 'Excellent', symmetry: 'Very Good', measurements: '7.35x7.38x4.52', fluorescenceIntensity: 'None' },
});
const ring = productDto({
  id: ID_B,
  _id: ID_B,
  productType: 'jewelry',
  name: 'Halo Engagement Ring',
  category: 'Engagement Ring',
  stockNumber: 'JW-000002',
  price: 3200,
  shape: null,
  carat: null,
  color: null,
  clarity: null,
  cut: null,
  lab: null,
  certificate: null,
  metal: '18K White Gold',
  totalCaratWeight: 1.2,
  specs: {},
});

/** The comparison's cells, row by row: [label, ...one value per piece]. */
function tableRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Comparison of your shortlisted pieces' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

beforeEach(() => {
  localStorage.clear();
  mockFetch();
});

describe('/shortlist', () => {
  test('compares the pieces side by side: image, linked name, price with sale, then grades with — where a piece has none', async () => {
    addToShortlist(diamond);
    addToShortlist(ring);
    renderRoute('/shortlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Shortlist' })).toBeInTheDocument();
    expect(document.title).toBe('Your Shortlist | Lumen Jewelers');

    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(2);
    expect(within(headers[0]).getByRole('link', { name: 'Oval Lab Diamond' })).toHaveAttribute(
      'href',
      `/diamonds/${ID_A}`,
    );
    expect(within(headers[1]).getByRole('link', { name: 'Halo Engagement Ring' })).toHaveAttribute(
      'href',
      `/rings/${ID_B}`,
    );
    expect(headers[0].querySelector('img')).toHaveAttribute('src', 'http://localhost/media/a.jpg');

    expect(tableRows()).toEqual([
      ['Price', '$1,960 $2,450 20% off', '$3,200'],
      ['Type', 'Lab-grown diamond', 'Jewelry'],
      ['SKU', 'LG-000001', 'JW-000002'],
      ['Shape', 'Round', '—'],
      ['Carat', '1.51 ct', '—'],
      ['Color', 'E', '—'],
      ['Clarity', 'VS1', '—'],
      ['Cut', 'Ideal', '—'],
      ['Polish', 'Excellent', '—'],
      ['Symmetry', 'Very Good', '—'],
      ['Fluorescence', 'None', '—'],
      ['Measurements', '7.35 × 7.38 × 4.52 mm', '—'],
      ['Lab', 'IGI', '—'],
      ['Certificate', 'LG123456', '—'],
      ['Metal', '—', '18K White Gold'],
      ['Total Carat Weight', '—', '1.20 ct'],
    ]);
    expect(screen.getByRole('link', { name: 'Book a viewing' })).toHaveAttribute(
      'href',
      `/book-appointment?items=${ID_A},${ID_B}`,
    );
  });

  test('the table sits in its own named box that takes keyboard focus, so it can be scrolled sideways with the arrow keys', async () => {
    addToShortlist(diamond);
    addToShortlist(ring);
    renderRoute('/shortlist');
    const table = await screen.findByRole('table', { name: 'Comparison of your shortlisted pieces' });
    const region = screen.getByRole('region', { name: 'Comparison of your shortlisted pieces' });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
    region.focus();
    expect(region).toHaveFocus();
    // The labels that stay in view while the pieces scroll are the rows' headers.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toContain('Price');
  });

  test('rows no piece has a value for are left out', async () => {
    addToShortlist(ring);
    renderRoute('/shortlist');
    await screen.findByRole('table');
    expect(tableRows().map(([label]) => label)).toEqual(['Price', 'Type', 'SKU', 'Metal', 'Total Carat Weight']);
  });

  test('Remove takes one piece off (here and in the header); Clear shortlist empties it and offers the catalogues', async () => {
    addToShortlist(diamond);
    addToShortlist(ring);
    renderRoute('/shortlist');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Shortlist, 2 items' })).toHaveAttribute('href', '/shortlist');

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Oval Lab Diamond' }));
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Oval Lab Diamond' })).toBeNull();
    expect(getShortlist().map((item) => item.id)).toEqual([ID_B]);
    expect(header.getByRole('link', { name: 'Shortlist, 1 item' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Shortlist' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Book a viewing' })).toHaveAttribute(
      'href',
      `/book-appointment?items=${ID_B}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear shortlist' }));
    expect(getShortlist()).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Your shortlist is empty/)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Browse diamonds' })).toHaveAttribute('href', '/diamonds');
    expect(main.getByRole('link', { name: 'Browse jewelry' })).toHaveAttribute('href', '/jewelry');
    expect(header.queryByRole('link', { name: /Shortlist/ })).toBeNull();
  });

  test('Book a viewing opens the booking page naming the shortlisted pieces', async () => {
    addToShortlist(diamond);
    addToShortlist(ring);
    const { router } = renderRoute('/shortlist');
    fireEvent.click(await screen.findByRole('link', { name: 'Book a viewing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?items=${ID_A},${ID_B}`);
    const list = screen.getByRole('list', { name: /these pieces from your shortlist/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oval Lab Diamond (SKU LG-000001)', 'Halo Engagement Ring (SKU JW-000002)']);
  });

  test('the copies follow the catalogue: a new price is shown and kept; a piece gone from it is marked and not booked', async () => {
    addToShortlist(diamond);
    addToShortlist(ring);
    mockApi({
      [`GET /api/products/${ID_A}`]: () =>
        jsonResponse({ data: { ...diamond, onSale: false, salePrice: null, price: 2300 } }),
      [`GET /api/products/${ID_B}`]: () => jsonResponse({ statusCode: 404, message: 'Product not found' }, 404),
    });
    renderRoute('/shortlist');
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(await screen.findByText('$2,300')).toBeInTheDocument();
    expect(getShortlist()[0]).toMatchObject({ price: 2300, onSale: false });
    expect(screen.getByRole('link', { name: 'Book a viewing' })).toHaveAttribute(
      'href',
      `/book-appointment?items=${ID_A}`,
    );
  });

  test('an empty shortlist says so and links to the diamonds and the jewelry', async () => {
    renderRoute('/shortlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Shortlist' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse diamonds' })).toHaveAttribute('href', '/diamonds');
    expect(screen.getByRole('link', { name: 'Browse jewelry' })).toHaveAttribute('href', '/jewelry');
    expect(screen.queryByRole('link', { name: 'Book a viewing' })).toBeNull();
  });
});
