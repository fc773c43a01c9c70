import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addToShortlist, shortlistItemFrom } from '../shortlist/shortlistEdits';
import { SHORTLIST_KEY } from '../shortlist/shortlistStore';
import { customer } from '../test/accountFixtures';
import { productDto } from '../test/catalogFixtures';
import { jsonResponse, mockFetch, renderRoute, requestedUrls } from '../test/renderApp';

// The search results page loads on demand and the machine may be busy: allow slow renders.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  mockFetch();
});

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });
const menuToggle = () => screen.getByRole('button', { name: 'Menu' });
const mobileMenu = () => screen.queryByRole('navigation', { name: 'Menu' });

const specLinks: [string, string][] = [
  ['Diamonds', '/diamonds'],
  ['Jewelry', '/jewelry'],
  ['About Us', '/about-us'],
  ['Contact', '/contact'],
  ['Book Appointment', '/book-appointment'],
];

describe('top navigation', () => {
  test('shows the brand linking home and the links of spec 1 §2', () => {
    renderRoute('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Lumen Jewelers' })).toHaveAttribute('href', '/');
    const links = within(desktopNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(specLinks);
  });

  test.each([
    ['/jewelry', 'Jewelry'],
    ['/jewelry/ring-42', 'Jewelry'],
    ['/about-us', 'About Us'],
    ['/ABOUT-US', 'About Us'],
    ['/book-appointment', 'Book Appointment'],
  ])('on %s marks %s as the current page, and only it', (path, activeLabel) => {
    renderRoute(path);
    for (const [label] of specLinks) {
      const link = within(desktopNav()).getByRole('link', { name: label });
      if (label === activeLabel) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  test('the active link carries the highlighted, underlined style', () => {
    renderRoute('/contact');
    expect(within(desktopNav()).getByRole('link', { name: 'Contact' })).toHaveClass('site-nav__link--active');
    expect(within(desktopNav()).getByRole('link', { name: 'Diamonds' })).not.toHaveClass('site-nav__link--active');
  });

  test('nothing is marked on the home page', () => {
    renderRoute('/');
    expect(within(desktopNav()).queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });
});

describe('account entry', () => {
  beforeEach(() => localStorage.clear());

  test("reads 'Sign in' for a visitor and leads to /login", () => {
    renderRoute('/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  test("reads 'My Account' once the stored token is confirmed, in the bar and in the menu", async () => {
    localStorage.setItem('shop.customerToken', 'customer-jwt');
    mockFetch(async (url) =>
      url.endsWith('/api/auth/me') ? jsonResponse({ user: customer }) : Promise.reject(new TypeError('offline')),
    );
    renderRoute('/');
    const account = await within(screen.getByRole('banner')).findByRole('link', { name: 'My Account' });
    expect(account).toHaveAttribute('href', '/my-account');

    fireEvent.click(menuToggle());
    expect(within(mobileMenu()!).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/my-account');
  });
});

describe('shortlist entry', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  const piece = (n: number) => productDto({ id: `5f0c1d2e-0000-4000-8000-00000000000${n}`, name: `Piece ${n}` });
  const shortlistLink = () => within(screen.getByRole('banner')).queryByRole('link', { name: /^Shortlist/ });

  test('is left out while the shortlist is empty', () => {
    renderRoute('/');
    expect(shortlistLink()).toBeNull();
  });

  test("shows the count ('Shortlist, 2 items'), leads to /shortlist and is marked there", async () => {
    addToShortlist(piece(1));
    addToShortlist(piece(2));
    renderRoute('/');
    expect(shortlistLink()).toHaveAccessibleName('Shortlist, 2 items');
    expect(shortlistLink()).toHaveAttribute('href', '/shortlist');
    expect(shortlistLink()).toHaveTextContent('Shortlist2');
    expect(shortlistLink()).not.toHaveAttribute('aria-current');

    fireEvent.click(shortlistLink()!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Shortlist' })).toBeInTheDocument();
    expect(shortlistLink()).toHaveAttribute('aria-current', 'page');
  });

  test('follows changes made in another tab (the storage event)', () => {
    addToShortlist(piece(1));
    renderRoute('/');
    expect(shortlistLink()).toHaveAccessibleName('Shortlist, 1 item');

    act(() => {
      localStorage.setItem(SHORTLIST_KEY, JSON.stringify([1, 2, 3].map((n) => shortlistItemFrom(piece(n)))));
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_KEY }));
    });
    expect(shortlistLink()).toHaveAccessibleName('Shortlist, 3 items');

    act(() => {
      localStorage.removeItem(SHORTLIST_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_KEY }));
    });
    expect(shortlistLink()).toBeNull();
  });
});

describe('search box', () => {
  const ring = productDto({
    id: '5f0c1d2e-0000-4000-8000-0000000000aa',
    productType: 'ring',
    stockNumber: 'RG-0042',
    name: 'Ada Solitaire',
    category: 'Engagement Ring',
  });
  const diamond = productDto({
    id: '5f0c1d2e-0000-4000-8000-0000000000bb',
    stockNumber: 'LG-0007',
    name: '1.01 Carat Oval',
  });

  /** The lookup API: an exact product for RG-0042 and its certificate number, name matches otherwise. */
  function mockLookup() {
    return mockFetch(async (url) => {
      const { pathname, searchParams } = new URL(url, 'http://shop.test');
      if (pathname !== '/api/products/lookup') return Promise.reject(new TypeError('offline'));
      const q = searchParams.get('q')!.toLowerCase();
      const page = { page: 1, pages: 1 };
      if (q === 'rg-0042' || q === 'gia 2141') return jsonResponse({ exact: ring, items: [ring], total: 1, ...page });
      const items = [ring, diamond].filter((product) => product.name.toLowerCase().includes(q));
      return jsonResponse({ exact: null, items, total: items.length, ...page });
    });
  }

  const headerSearch = () => within(screen.getByRole('banner')).getByRole('search');
  const searchField = () =>
    within(headerSearch()).getByRole('searchbox', { name: 'Search by stock number, certificate number or name' });

  test.each([
    ['a stock number', '  RG-0042 '],
    ['a certificate number', 'gia 2141'],
  ])('Enter on %s opens that product’s page', async (_kind, typed) => {
    const fetchMock = mockLookup();
    const { router } = renderRoute('/');
    fireEvent.change(searchField(), { target: { value: typed } });
    fireEvent.submit(searchField());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rings/${ring.id}`));
    expect(new URL(requestedUrls(fetchMock).at(-1)!).searchParams.get('q')).toBe(typed.trim());
  });

  test('part of a name leads to the results page', async () => {
    mockLookup();
    const { router } = renderRoute('/');
    fireEvent.change(searchField(), { target: { value: 'oval' } });
    fireEvent.click(within(headerSearch()).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=oval');
    expect(await screen.findByRole('link', { name: /1\.01 Carat Oval/ })).toHaveAttribute(
      'href',
      `/diamonds/${diamond.id}`,
    );
  });

  test('a failing lookup still leads to the results page, which says so', async () => {
    mockFetch();
    const { router } = renderRoute('/');
    fireEvent.change(searchField(), { target: { value: 'RG-0042' } });
    fireEvent.submit(searchField());
    await waitFor(() => expect(router.state.location.search).toBe('?q=RG-0042'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The search failed');
  });

  test('spaces alone search nothing', () => {
    const fetchMock = mockLookup();
    const { router } = renderRoute('/contact');
    fireEvent.change(searchField(), { target: { value: '   ' } });
    fireEvent.submit(searchField());
    expect(requestedUrls(fetchMock).filter((url) => url.includes('/lookup'))).toEqual([]);
    expect(router.state.location.pathname).toBe('/contact');
  });

  test('the menu holds a search box too, for phones', () => {
    renderRoute('/');
    fireEvent.click(menuToggle());
    expect(within(mobileMenu()!).getByRole('search')).toContainElement(
      within(mobileMenu()!).getByRole('searchbox', { name: 'Search by stock number, certificate number or name' }),
    );
  });
});

describe('mobile menu', () => {
  test('the toggle opens and closes a drop-down with the same links', () => {
    renderRoute('/');
    const toggle = menuToggle();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
    expect(mobileMenu()).toBeNull();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = mobileMenu()!;
    expect(menu).toBeVisible();
    expect(menu).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([...specLinks.slice(0, -1), ['Sign in', '/login'], specLinks.at(-1)]);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).toBeNull();
  });

  test('choosing a link navigates and closes the menu', async () => {
    const { router } = renderRoute('/');
    fireEvent.click(menuToggle());
    fireEvent.click(within(mobileMenu()!).getByRole('link', { name: 'Contact' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).toBeNull();
  });

  test('choosing the link of the page already shown closes the menu too', () => {
    renderRoute('/contact');
    fireEvent.click(menuToggle());
    fireEvent.click(within(mobileMenu()!).getByRole('link', { name: 'Contact' }));
    expect(mobileMenu()).toBeNull();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the menu and returns focus to the toggle', () => {
    renderRoute('/');
    fireEvent.click(menuToggle());
    within(mobileMenu()!).getByRole('link', { name: 'Jewelry' }).focus();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(mobileMenu()).toBeNull();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveFocus();
  });
});

describe('scrolling', () => {
  afterEach(() => {
    window.scrollY = 0;
  });

  function scrollTo(y: number) {
    act(() => {
      window.scrollY = y;
      window.dispatchEvent(new Event('scroll'));
    });
  }

  test('past 50 px the bar turns compact, and back when scrolled up', () => {
    renderRoute('/');
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('site-header--compact');

    scrollTo(50);
    expect(header).not.toHaveClass('site-header--compact');

    scrollTo(51);
    expect(header).toHaveClass('site-header--compact');

    scrollTo(0);
    expect(header).not.toHaveClass('site-header--compact');
  });
});
