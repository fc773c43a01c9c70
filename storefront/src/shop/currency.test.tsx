import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultShop, type Shop } from '@gem-shop/widgets/shop';
import { diamondAnswer, productDto } from '../test/catalogFixtures';
import { mockApi } from '../test/mockApi';
import { jsonResponse, renderRoute } from '../test/renderApp';
import { CURRENCY_KEY } from './currency';

jest.setTimeout(20_000);
// Pages load on demand and the machine may be busy: allow slow renders.
configure({ asyncUtilTimeout: 5000 });

const rateSetAt = '2026-11-20T09:00:00.000Z';
const shop: Shop = {
  ...defaultShop,
  locale: 'en-GB',
  currencies: [
    { code: 'GBP', rate: 0.79, rateSetAt, languages: ['en-GB'] },
    { code: 'EUR', rate: 0.92, rateSetAt, languages: ['fr-FR', 'de-DE'] },
  ],
};
const product = productDto(); // $2,450: £1,936 at 0.79, €2,254 at 0.92

const browserLanguages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
function setBrowserLanguages(tags: string[]) {
  Object.defineProperty(navigator, 'languages', { value: tags, configurable: true });
}

afterEach(() => {
  localStorage.clear();
  Object.defineProperty(navigator, 'languages', browserLanguages);
});

function mockShop(answer: Shop = shop) {
  return mockApi({
    'GET /api/shop': () => jsonResponse(answer),
    [`GET /api/products/${product.id}`]: () => jsonResponse({ data: product }),
    'GET /api/diamonds': () => jsonResponse(diamondAnswer({ items: [product] })),
    'POST /api/orders': () => jsonResponse({ message: 'Thank you!', id: 'order-1', reference: 'LJ-7' }, 201),
  });
}

/** The header's Currency select (the desktop bar's; the menu's twin is hidden until the menu opens). */
const currencySelect = () => within(screen.getByRole('banner')).findAllByRole('combobox', { name: 'Currency' });

describe('the shopper picks a currency in the header', () => {
  test('USD and the enabled currencies; chosen with the keyboard, every price and its note follow, and the choice is kept', async () => {
    mockShop();
    renderRoute(`/diamonds/${product.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    const [select] = await currencySelect();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['USD', 'GBP', 'EUR']);
    expect(select).toHaveValue('USD');
    expect(screen.getByText('$2,450')).toBeInTheDocument();
    expect(screen.queryByText(/Approximate price/)).toBeNull();

    // A select is reached with Tab and changed with the arrow keys, which fire `change` as this does.
    select.focus();
    expect(select).toHaveFocus();
    fireEvent.change(select, { target: { value: 'GBP' } });

    expect(await screen.findByText('£1,936')).toBeInTheDocument();
    expect(
      screen.getByText("Approximate price in GBP at 0.79 per US dollar; the shop's price is $2,450."),
    ).toBeInTheDocument();
    expect(localStorage.getItem(CURRENCY_KEY)).toBe('GBP');
    // The menu's select (phones) shows the same choice.
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
  });

  test('by default the currency staff tie to the browser language (exact tag, then language), else USD', async () => {
    setBrowserLanguages(['de', 'en-GB']);
    mockShop();
    renderRoute(`/diamonds/${product.id}`);
    // en-GB matches GBP exactly before 'de' matches EUR's de-DE by language.
    expect(await screen.findByText('£1,936')).toBeInTheDocument();
    expect((await currencySelect())[0]).toHaveValue('GBP');
  });

  test('a kept choice wins over the browser; a currency staff disabled since falls back to the default', async () => {
    setBrowserLanguages(['fr-FR']);
    localStorage.setItem(CURRENCY_KEY, 'USD');
    mockShop();
    const first = renderRoute(`/diamonds/${product.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect((await currencySelect())[0]).toHaveValue('USD');
    expect(screen.getByText('$2,450')).toBeInTheDocument();
    first.unmount();

    localStorage.setItem(CURRENCY_KEY, 'CAD');
    mockShop();
    renderRoute(`/diamonds/${product.id}`);
    expect(await screen.findByText('€2,254')).toBeInTheDocument();
  });

  test('no currency enabled: no select, prices in dollars', async () => {
    localStorage.setItem(CURRENCY_KEY, 'GBP');
    const api = mockShop({ ...shop, currencies: [] });
    renderRoute(`/diamonds/${product.id}`);
    expect(await screen.findByText('$2,450')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /api/shop')).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
  });

  test('the order dialog shows the converted price and the request carries the currency', async () => {
    localStorage.setItem(CURRENCY_KEY, 'GBP');
    const api = mockShop();
    renderRoute(`/diamonds/${product.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Order' }));
    expect(dialog.getByText('£1,936')).toBeInTheDocument();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Full Name' }), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Phone Number' }), { target: { value: '(020) 7946-0000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.requestsTo('POST /api/orders')).toHaveLength(1));
    expect(await api.requestsTo('POST /api/orders')[0].json()).toMatchObject({
      productId: product.id,
      currency: 'GBP',
    });
  });
});

describe('lists and price filters in the shown currency', () => {
  test('cards convert, one note says so, and the price bands are pounds whose address and query are exact dollars', async () => {
    localStorage.setItem(CURRENCY_KEY, 'GBP');
    const api = mockShop();
    const { router } = renderRoute('/diamonds?sortBy=price-asc');
    expect(await screen.findByText('£1,936')).toBeInTheDocument();
    expect(
      screen.getByText("Approximate prices in GBP at 0.79 per US dollar; the shop's prices are in US dollars."),
    ).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: '£1,000 - £3,000' }));
    // £1,000 is shown from $1,265.19 (× 0.79 = 999.50); £3,000 up to $3,798.10 (3,000.499).
    await waitFor(() => expect(router.state.location.search).toContain('priceRange=1265.19-3798.1'));
    const query = new URL(api.requestsTo('GET /api/diamonds').at(-1)!.url).searchParams;
    expect([query.get('priceMin'), query.get('priceMax'), query.get('sortBy')]).toEqual([
      '1265.19',
      '3798.1',
      'price-asc',
    ]);
    expect(screen.getByRole('button', { name: '£1,000 - £3,000' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Under £1,000' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '£20,000+' })).toBeInTheDocument();
  });

  test('a shared link keeps its dollars: in dollars the same band reads as its dollar bounds', async () => {
    const api = mockShop();
    renderRoute('/diamonds?priceRange=1265.19-3798.1');
    expect(await screen.findByText('$2,450')).toBeInTheDocument();
    const query = new URL(api.requestsTo('GET /api/diamonds').at(-1)!.url).searchParams;
    expect([query.get('priceMin'), query.get('priceMax')]).toEqual(['1265.19', '3798.1']);
    expect(screen.getByRole('button', { name: '$1,000 - $3,000' })).toHaveAttribute('aria-pressed', 'false');
  });
});
