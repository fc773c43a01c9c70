import { afterEach, describe, expect, test } from '@jest/globals';
import { fireEvent, waitFor, within } from '@testing-library/react/pure';
import '../../loader';
import { jsonResponse, mockLeadApi } from '../../test-support/lead-api';
import { productFixture } from '../../test-support/products';
import { lumenShop, shadowQueries } from '../../test-support/shop-api';
import { addWidget, recordEvents } from '../../test-support/partner-page';

afterEach(() => document.body.replaceChildren());

const ring = productFixture();
const rateSetAt = '2026-11-20T09:00:00.000Z';
const gbp = { code: 'GBP' as const, rate: 0.79, rateSetAt, languages: ['en-GB'] };
const eur = { code: 'EUR' as const, rate: 0.92, rateSetAt, languages: ['fr-FR', 'de-DE'] };

const addCard = (attributes: Record<string, string>) => addWidget('gem-product-card', attributes);

/** The product reads a card made (it reads the shop's currencies too). */
const productLookups = (api: ReturnType<typeof mockLeadApi>) =>
  api.fetchMock.mock.calls
    .map(([input]) => (input instanceof Request ? input.url : String(input)))
    .filter((url) => url.includes('/api/products'));

describe('<gem-product-card>', () => {
  test('shows the product by id: badges, price, availability, a link to its page and Order Now', async () => {
    mockLeadApi({ [`GET /api/products/${ring.id}`]: () => jsonResponse({ data: ring }) });
    const card = shadowQueries(addCard({ 'product-id': ring.id }));

    expect(await card.findByRole('heading', { level: 3, name: 'Halo Engagement Ring' })).toBeInTheDocument();
    expect(card.getByText('NEW')).toBeInTheDocument();
    expect(card.getByText('FEATURED')).toBeInTheDocument();
    expect(card.getByText('$4,200')).toBeInTheDocument();
    expect(card.getByText('Limited Stock (3 remaining)')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Details: Halo Engagement Ring' })).toHaveAttribute(
      'href',
      `https://shop.example/jewelry/${ring.id}`,
    );
    expect(card.getByRole('button', { name: 'Order Now: Halo Engagement Ring' })).toBeInTheDocument();
  });

  test('finds a product by stock number; a sale price strikes the price through and shows the percent off', async () => {
    const diamond = productFixture({
      productType: 'lab-grown',
      stockNumber: 'LG-000042',
      carat: 1.5,
      shape: 'Oval',
      cut: 'Ideal',
      color: 'E',
      clarity: 'VS1',
      lab: 'IGI',
      onSale: true,
      salePrice: 3000,
      price: 4000,
    });
    const api = mockLeadApi({ 'GET /api/products/stock-number/LG-000042': () => jsonResponse({ data: diamond }) });
    const card = shadowQueries(addCard({ 'stock-number': 'LG-000042' }));

    expect(await card.findByRole('heading', { name: '1.50 ct Oval' })).toBeInTheDocument();
    expect(card.getByText('Lab Grown')).toBeInTheDocument();
    expect(card.getByText('25% OFF')).toBeInTheDocument();
    expect(card.getByText('$3,000')).toBeInTheDocument();
    expect(card.getByText('$4,000').closest('s')).not.toBeNull();
    expect(card.getByText('Ideal')).toHaveClass('gem-grade--top');
    expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `https://shop.example/diamonds/${diamond.id}`,
    );
    expect(productLookups(api)).toEqual(['https://shop.example/api/products/stock-number/LG-000042']);
  });

  test('the shop answers its own pictures root-relative: on the partner page they load from the shop, in the card and the order dialog', async () => {
    const relative = productFixture({
      mainImage: '/media/ab/halo.webp',
      images: ['/media/ab/halo.webp', 'https://cdn.supplier.example/side.jpg'],
    });
    mockLeadApi({ [`GET /api/products/${relative.id}`]: () => jsonResponse({ data: relative }) });
    const card = shadowQueries(addCard({ 'product-id': relative.id }));

    expect(await card.findByRole('img', { name: 'Halo Engagement Ring' })).toHaveAttribute(
      'src',
      'https://shop.example/media/ab/halo.webp',
    );
    fireEvent.click(card.getByRole('button', { name: 'Order Now: Halo Engagement Ring' }));
    const dialog = within(card.getByRole('dialog', { name: 'Confirm Order' }));
    expect(dialog.getByRole('img', { name: 'Halo Engagement Ring' })).toHaveAttribute(
      'src',
      'https://shop.example/media/ab/halo.webp',
    );
    expect(dialog.getByText('SKU: JW-000001')).toBeInTheDocument();
  });

  test('an unknown product shows a calm message and tells the page, instead of a broken box', async () => {
    mockLeadApi({
      'GET /api/products/stock-number/NOPE-1': () =>
        jsonResponse({ statusCode: 404, message: 'Product not found' }, 404),
    });
    const missing = recordEvents('gem:product-not-found');
    const card = shadowQueries(addCard({ 'stock-number': 'NOPE-1' }));

    expect(await card.findByText('This piece is no longer available.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'See the collection' })).toHaveAttribute(
      'href',
      'https://shop.example/jewelry',
    );
    await waitFor(() => expect(missing).toEqual([{ widget: 'gem-product-card', stockNumber: 'NOPE-1' }]));
  });

  test('an element with neither product-id nor stock-number says so the same way, without calling the API', async () => {
    const api = mockLeadApi();
    const card = shadowQueries(addCard({}));
    expect(await card.findByText('This piece is no longer available.')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  test('a failed lookup offers Retry, which loads the product again', async () => {
    let calls = 0;
    mockLeadApi({
      [`GET /api/products/${ring.id}`]: () =>
        ++calls === 1 ? jsonResponse({ statusCode: 503 }, 503) : jsonResponse({ data: ring }),
    });
    const card = shadowQueries(addCard({ 'product-id': ring.id }));

    fireEvent.click(await card.findByRole('button', { name: 'Retry' }));
    expect(await card.findByRole('heading', { name: 'Halo Engagement Ring' })).toBeInTheDocument();
  });

  test('an item that cannot be ordered has no Order Now button', async () => {
    const sold = productFixture({ availability: { status: 'unavailable', label: 'Unavailable', canOrder: false } });
    mockLeadApi({ [`GET /api/products/${sold.id}`]: () => jsonResponse({ data: sold }) });
    const card = shadowQueries(addCard({ 'product-id': sold.id }));
    expect(await card.findByText('Unavailable')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Order Now/ })).toBeNull();
  });

  test('Order Now opens the order dialog in the widget; the order is sent as a widget lead and the page hears non-personal facts', async () => {
    const api = mockLeadApi({
      [`GET /api/products/${ring.id}`]: () => jsonResponse({ data: ring }),
      'POST /api/orders': () => jsonResponse({ message: 'Thank you! We will call you shortly.', id: 'order-7' }, 201),
    });
    const orders = recordEvents('gem:order-submitted');
    const card = shadowQueries(addCard({ 'product-id': ring.id }));

    fireEvent.click(await card.findByRole('button', { name: 'Order Now: Halo Engagement Ring' }));
    const dialog = within(card.getByRole('dialog', { name: 'Confirm Order' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Full Name' }), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Phone Number' }), { target: { value: '(020) 7946-0000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Place Order' }));

    expect(await card.findByRole('dialog', { name: 'Order Placed!' })).toHaveTextContent(
      'Thank you! We will call you shortly.',
    );
    expect(api.bodiesSentTo('POST /api/orders')).toEqual([
      { fullName: 'Ada Lovelace', phone: '(020) 7946-0000', productId: ring.id, source: 'widget' },
    ]);
    expect(api.urlsSentTo('POST /api/orders')).toEqual(['https://shop.example/api/orders']);
    expect(orders).toEqual([
      {
        widget: 'gem-product-card',
        orderId: 'order-7',
        productId: ring.id,
        stockNumber: 'JW-000001',
        productType: 'jewelry',
        price: 4200,
        currency: 'USD',
      },
    ]);
  });

  test('two cards on one page show their own products', async () => {
    const other = productFixture({
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      name: 'Tennis Bracelet',
      stockNumber: 'JW-000002',
    });
    mockLeadApi({
      [`GET /api/products/${ring.id}`]: () => jsonResponse({ data: ring }),
      [`GET /api/products/${other.id}`]: () => jsonResponse({ data: other }),
    });
    const first = shadowQueries(addCard({ 'product-id': ring.id }));
    const second = shadowQueries(addCard({ 'product-id': other.id }));
    expect(await first.findByRole('heading', { name: 'Halo Engagement Ring' })).toBeInTheDocument();
    expect(await second.findByRole('heading', { name: 'Tennis Bracelet' })).toBeInTheDocument();
  });

  describe("prices in the shopper's currency (issue 29)", () => {
    const shopWith = { ...lumenShop, locale: 'en-GB' as const, currencies: [gbp, eur] };
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
    const browserLanguages = (tags: string[]) =>
      Object.defineProperty(navigator, 'languages', { value: tags, configurable: true });
    afterEach(() => {
      Object.defineProperty(navigator, 'languages', languages);
    });

    test('data-currency names the currency: the card, its note and the order dialog show pounds, and the order records GBP', async () => {
      browserLanguages(['fr-FR']);
      const api = mockLeadApi({
        'GET /api/shop': () => jsonResponse(shopWith),
        [`GET /api/products/${ring.id}`]: () => jsonResponse({ data: ring }),
        'POST /api/orders': () => jsonResponse({ message: 'Thank you!', id: 'order-8' }, 201),
      });
      const card = shadowQueries(addCard({ 'product-id': ring.id, 'data-currency': 'gbp' }));

      // $4,200 × 0.79 = £3,318
      expect(await card.findByText('£3,318')).toBeInTheDocument();
      expect(card.queryByText('$4,200')).toBeNull();
      expect(
        card.getByText("Approximate price in GBP at 0.79 per US dollar; the shop's price is $4,200."),
      ).toBeInTheDocument();
      fireEvent.click(card.getByRole('button', { name: 'Order Now: Halo Engagement Ring' }));
      const dialog = within(card.getByRole('dialog', { name: 'Confirm Order' }));
      expect(dialog.getByText('£3,318')).toBeInTheDocument();
      fireEvent.change(dialog.getByRole('textbox', { name: 'Full Name' }), { target: { value: 'Ada Lovelace' } });
      fireEvent.change(dialog.getByRole('textbox', { name: 'Phone Number' }), { target: { value: '(020) 7946-0000' } });
      fireEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
      expect(await card.findByRole('dialog', { name: 'Order Placed!' })).toBeInTheDocument();
      expect(api.bodiesSentTo('POST /api/orders')).toEqual([
        { fullName: 'Ada Lovelace', phone: '(020) 7946-0000', productId: ring.id, source: 'widget', currency: 'GBP' },
      ]);
    });

    test('without data-currency the browser language picks the currency; one staff did not enable falls back to it', async () => {
      browserLanguages(['fr-FR', 'en-GB']);
      mockLeadApi({
        'GET /api/shop': () => jsonResponse(shopWith),
        [`GET /api/products/${ring.id}`]: () => jsonResponse({ data: ring }),
      });
      const byLanguage = shadowQueries(addCard({ 'product-id': ring.id }));
      const notEnabled = shadowQueries(addCard({ 'product-id': ring.id, 'data-currency': 'JPY' }));
      // $4,200 × 0.92 = €3,864, written by the shop's locale (en-GB)
      expect(await byLanguage.findByText('€3,864')).toBeInTheDocument();
      expect(await notEnabled.findByText('€3,864')).toBeInTheDocument();
    });

    test('data-currency="USD", or a shop that cannot be read, shows the shop\'s dollars without a note', async () => {
      browserLanguages(['en-GB']);
      mockLeadApi({
        'GET /api/shop': () => jsonResponse(shopWith),
        [`GET /api/products/${ring.id}`]: () => jsonResponse({ data: ring }),
      });
      const dollars = shadowQueries(addCard({ 'product-id': ring.id, 'data-currency': 'USD' }));
      expect(await dollars.findByText('$4,200')).toBeInTheDocument();
      expect(dollars.queryByText(/Approximate price/)).toBeNull();

      mockLeadApi({
        'GET /api/shop': () => jsonResponse({ statusCode: 503 }, 503),
        [`GET /api/products/${ring.id}`]: () => jsonResponse({ data: ring }),
      });
      const unread = shadowQueries(addCard({ 'product-id': ring.id }));
      expect(await unread.findByText('$4,200')).toBeInTheDocument();
    });
  });
});
