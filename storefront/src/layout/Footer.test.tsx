import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { defaultShop, type Shop } from '@gem-shop/widgets/shop';
import { shopInfoQueryKey } from '../shop/shopInfo';
import { jsonResponse, mockFetch, renderWithProviders, requestedUrls } from '../test/renderApp';
import { Footer } from './Footer';

const footer = () => screen.getByRole('contentinfo');

/** Each opening-hours line as '<days>: <hours>', read from the footer's list (no-break spaces read as spaces). */
function hoursLines() {
  const list = footer().querySelector('.opening-hours__list')!;
  return Array.from(list.querySelectorAll('.opening-hours__row')).map((row) =>
    `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`.replaceAll('\u00a0', ' '),
  );
}

/** The showroom's address as the footer writes it, line by line. */
const addressShown = () =>
  Array.from(footer().querySelectorAll('.footer-contact__line')).map((line) => line.textContent);

const specHours = ['Monday – Friday: 10:30 AM – 6:30 PM', 'Saturday: 10:30 AM – 5:30 PM', 'Sunday: Closed'];

const shopFromApi: Shop = {
  name: 'Aurora Diamonds',
  phone: '+1 212 555 0100',
  email: 'care@aurora.example',
  address: { line1: '580 Fifth Avenue', city: 'New York', region: 'NY', postcode: '10036', country: 'United States' },
  timeZone: 'America/New_York',
  openingHours: [
    { day: 'monday', open: '09:00', close: '17:00' },
    { day: 'tuesday', open: '09:00', close: '17:00' },
    { day: 'wednesday', open: '09:00', close: '17:00' },
    { day: 'thursday', open: '09:00', close: '17:00' },
    { day: 'friday', open: '09:00', close: '20:00' },
    { day: 'saturday', closed: true },
    { day: 'sunday', closed: true },
  ],
  bookingNoticeMinutes: 120,
  replyTime: 'within two hours',
  currencies: [],
  locale: 'en-US',
  returnDays: 14,
  shippingPromise: 'Free shipping in the US',
};

describe('footer links (spec 1 §2 Footer)', () => {
  beforeEach(() => {
    mockFetch();
  });

  test.each([
    ['Natural Diamonds', '/diamonds?type=natural'],
    ['Lab-Grown Diamonds', '/diamonds'],
    ['Engagement Rings', '/jewelry?category=engagement'],
    ['Wedding Bands', '/jewelry?category=wedding'],
    ['Earrings', '/jewelry?category=earrings'],
    ['Pendants', '/jewelry?category=pendant'],
    ['Book Consultation', '/book-appointment'],
    ['About Us', '/about-us'],
    ['Contact Us', '/contact'],
    ['Returns & Exchanges', '/returns'],
    ['Shipping Info', '/shipping'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms'],
    ['Cookie Policy', '/cookie-policy'],
  ])('%s leads to %s', (label, href) => {
    renderWithProviders(<Footer />);
    expect(within(footer()).getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  test('draws no social icons: the shop has no accounts for them to lead to', () => {
    renderWithProviders(<Footer />);
    expect(within(footer()).queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
  });

  test('shows the trust badges', () => {
    renderWithProviders(<Footer />);
    const badges = within(footer()).getByRole('list', { name: 'Our promises' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Certified Quality', 'Lifetime Warranty', 'Ethically Sourced']);
  });
});

describe('copyright', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  test('shows the current year', () => {
    mockFetch();
    renderWithProviders(<Footer />);
    const year = new Date().getFullYear();
    expect(within(footer()).getByText(`© ${year} Lumen Jewelers. All rights reserved.`)).toBeInTheDocument();
  });

  test('follows the clock rather than a fixed year', () => {
    // Only Date is faked: React and the query client keep their real timers.
    jest.useFakeTimers({
      now: new Date('2031-06-15T12:00:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    mockFetch();
    renderWithProviders(<Footer />);
    expect(within(footer()).getByText(/© 2031 Lumen Jewelers/)).toBeInTheDocument();
  });
});

describe('shop facts from GET /api/shop', () => {
  test('when the call succeeds, contact details and hours come from its answer', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(shopFromApi));
    renderWithProviders(<Footer />);

    const phone = await within(footer()).findByRole('link', { name: '+1 212 555 0100' });
    expect(phone).toHaveAttribute('href', 'tel:+12125550100');
    expect(requestedUrls(fetchMock)).toEqual(['http://localhost/api/shop']);
    const email = within(footer()).getByRole('link', { name: 'care@aurora.example' });
    expect(email).toHaveAttribute('href', 'mailto:care@aurora.example');
    expect(addressShown()).toEqual(['580 Fifth Avenue', 'New York, NY 10036', 'United States']);
    expect(within(footer()).getByText('Visit our Showroom')).toBeInTheDocument();
    expect(within(footer()).getByText(/© \d{4} Aurora Diamonds\./)).toBeInTheDocument();
    expect(hoursLines()).toEqual([
      'Monday – Thursday: 9:00 AM – 5:00 PM',
      'Friday: 9:00 AM – 8:00 PM',
      'Saturday – Sunday: Closed',
    ]);
    expect(within(footer()).getByText('New York time')).toBeInTheDocument();
    expect(within(footer()).queryByText('+44 20 7946 0958')).toBeNull();
  });

  test('a UK county is written on its own line, after the town and postcode', async () => {
    const address = { ...defaultShop.address, region: 'Greater London' };
    mockFetch(async () => jsonResponse({ ...defaultShop, address }));
    renderWithProviders(<Footer />);
    await waitFor(() => expect(addressShown()).toContain('Greater London'));
    expect(addressShown()).toEqual(['12 Hatton Garden', 'London EC1N 8AN', 'Greater London', 'United Kingdom']);
  });

  test.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 500', async () => jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500)],
    ['the endpoint does not exist yet', async () => jsonResponse({ statusCode: 404, message: 'Not Found' }, 404)],
  ])('when %s, the spec defaults are shown', async (_situation, answer) => {
    const fetchMock = mockFetch(answer);
    const { queryClient } = renderWithProviders(<Footer />);

    await waitFor(() => expect(queryClient.getQueryState(shopInfoQueryKey)?.status).toBe('error'));
    expect(requestedUrls(fetchMock)).toEqual(['http://localhost/api/shop']);
    expect(hoursLines()).toEqual(specHours);
    expect(within(footer()).getByText('London time')).toBeInTheDocument();
    const phone = within(footer()).getByRole('link', { name: '+44 20 7946 0958' });
    expect(phone).toHaveAttribute('href', 'tel:+442079460958');
    expect(within(footer()).getByRole('link', { name: 'hello@lumenjewelers.example' })).toBeInTheDocument();
    expect(within(footer()).getByText('Visit our Showroom')).toBeInTheDocument();
    expect(within(footer()).getByText('12 Hatton Garden')).toBeInTheDocument();
    expect(within(footer()).getByText('London EC1N 8AN')).toBeInTheDocument();
  });
});
