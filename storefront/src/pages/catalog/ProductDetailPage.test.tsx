import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { addToShortlist } from '../../shortlist/shortlistEdits';
import { getShortlist, SHORTLIST_KEY } from '../../shortlist/shortlistStore';
import { productDto } from '../../test/catalogFixtures';
import { deferred, mockApi } from '../../test/mockApi';
import { jsonResponse, renderRoute } from '../../test/renderApp';

jest.setTimeout(20_000);
// Pages load on demand and the machine may be busy: allow slow renders.
configure({ asyncUtilTimeout: 5000 });

const product = productDto();

afterEach(() => {
  jest.useRealTimers();
  document.body.style.overflow = '';
  localStorage.clear();
});

describe('product detail pages', () => {
  test('a diamond shows the server availability label, its certificate link and grade tiles', async () => {
    const answer = deferred<Response>();
    mockApi({ [`GET /api/products/${product.id}`]: () => answer.promise });
    renderRoute(`/diamonds/${product.id}`);
    expect(await screen.findByText('Loading product details...')).toBeInTheDocument();
    answer.resolve(jsonResponse({ data: product }));
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByText('Limited Stock (3 remaining)')).toBeInTheDocument();
    const certificate = screen.getByRole('link', { name: 'View Certificate' });
    expect(certificate).toHaveAttribute('href', 'https://www.igi.org/verify?r=LG123456');
    expect(certificate).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/Certificate #LG123456/)).toBeInTheDocument();
    expect(screen.getByText('Lab-Grown Diamond')).toBeInTheDocument();
    expect(screen.getByText('SKU: LG-000001')).toBeInTheDocument();
    expect(screen.getByText('Colorless')).toBeInTheDocument();
    expect(screen.getByText('Very Slightly Included')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
    expect(document.title).toBe(`${product.name} | Lumen Jewelers`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A bright round brilliant.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm Order' })).toBeInTheDocument();
  });

  test('Confirm Order is disabled when the server says the diamond cannot be ordered; sale price shows its percentage', async () => {
    const unavailable = productDto({
      availability: { status: 'unavailable', label: 'Currently Unavailable', canOrder: false },
      onSale: true,
      salePrice: 1960,
      discount: 20,
      productType: 'natural-diamond',
    });
    mockApi({ [`GET /api/products/${product.id}`]: () => jsonResponse({ data: unavailable }) });
    renderRoute(`/diamonds/${product.id}`);
    expect(await screen.findByText('Currently Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeDisabled();
    expect(screen.getByText('Natural Diamond')).toBeInTheDocument();
    expect(screen.getByText('SALE')).toBeInTheDocument();
    expect(screen.getByText('$1,960')).toBeInTheDocument();
    expect(screen.getByText('20% off')).toBeInTheDocument();
  });

  test('an unknown product says Oops! and goes back to the list after 3 seconds', async () => {
    jest.useFakeTimers();
    mockApi({ 'GET /api/products/missing': () => jsonResponse({ message: 'Product not found' }, 404) });
    const { router } = renderRoute('/diamonds/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Product not found or unavailable. Please try again later.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/diamonds/missing');
    act(() => jest.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/diamonds');
  });

  test('a jewelry piece shows its tiles and the customization prompt', async () => {
    const ring = productDto({
      productType: 'jewelry',
      name: 'Halo Engagement Ring',
      category: 'Engagement Ring',
      subCategory: 'Halo Ring',
      metal: '18K White Gold',
      totalCaratWeight: 1.2,
      customizable: true,
      certificate: null,
      specs: { totalNumberOfStones: 25, centerStone: { type: 'Diamond', shape: 'Round', caratWeight: 1 } },
      availability: { status: 'in-stock', label: 'In Stock (8 available)', canOrder: true },
    });
    mockApi({ [`GET /api/products/${ring.id}`]: () => jsonResponse({ data: ring }) });
    renderRoute(`/engagement/${ring.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Halo Engagement Ring' })).toBeInTheDocument();
    expect(screen.getAllByText('18K White Gold').length).toBeGreaterThan(0);
    expect(screen.getByText('1.20 ct')).toBeInTheDocument();
    expect(screen.getByText('Customizable')).toBeInTheDocument();
    expect(screen.getByText('In Stock (8 available)')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/book-appointment',
    );
    expect(screen.getByText('Diamond · Round · 1 ct')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Engagement Rings' }),
    ).toHaveAttribute('href', '/engagement');
  });

  test('fullscreen viewer: scroll lock, zoom 1–4× in 0.5 steps from 2×, arrows wrap, Escape closes', async () => {
    mockApi({ [`GET /api/products/${product.id}`]: () => jsonResponse({ data: product }) });
    renderRoute(`/diamonds/${product.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open fullscreen view' }));
    const viewer = screen.getByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByLabelText('Zoom level')).toHaveTextContent('2×');
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(document, { key: '+' });
    expect(screen.getByLabelText('Zoom level')).toHaveTextContent('4×');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    for (let i = 0; i < 7; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByLabelText('Zoom level')).toHaveTextContent('1×');
    expect(viewer).toHaveAccessibleName(`${product.name}: image 1 of 2`);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(viewer).toHaveAccessibleName(`${product.name}: image 2 of 2`);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  test('the fullscreen viewer shows the zoom image of the picture it opens on', async () => {
    const zoomed = productDto({ ...product, zoomImages: ['http://localhost/media/zoom-1.jpg'] });
    mockApi({ [`GET /api/products/${product.id}`]: () => jsonResponse({ data: zoomed }) });
    renderRoute(`/diamonds/${product.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open fullscreen view' }));
    expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute(
      'src',
      'http://localhost/media/zoom-1.jpg',
    );
  });

  test('the generic view plays the 360° frames every 100 ms and disables Buy Now when it cannot be ordered', async () => {
    const frames = ['http://localhost/media/f1.jpg', 'http://localhost/media/f2.jpg', 'http://localhost/media/f3.jpg'];
    const other = productDto({
      productType: 'ring',
      name: 'Signet Ring',
      rotationImages: frames,
      availability: { status: 'unavailable', label: 'Currently Unavailable', canOrder: false },
    });
    mockApi({ [`GET /api/products/${other.id}`]: () => jsonResponse({ data: other }) });
    renderRoute(`/rings/${other.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Signet Ring' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: '360° View' }));
    const main = () => screen.getByRole('button', { name: 'Open fullscreen view' }).querySelector('img')!;
    expect(main()).toHaveAttribute('src', frames[0]);
    act(() => jest.advanceTimersByTime(100));
    expect(main()).toHaveAttribute('src', frames[1]);
    act(() => jest.advanceTimersByTime(200));
    expect(main()).toHaveAttribute('src', frames[0]);
  });
});

describe('shortlist toggle', () => {
  const banner = () => within(screen.getByRole('banner'));
  const toasts = () => within(screen.getByRole('status', { name: 'Notifications' }));

  test('Add to shortlist puts the diamond on the shortlist (aria-pressed), the header counts it; pressed again it comes off', async () => {
    mockApi({ [`GET /api/products/${product.id}`]: () => jsonResponse({ data: product }) });
    renderRoute(`/diamonds/${product.id}`);
    const add = await screen.findByRole('button', { name: 'Add to shortlist' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(banner().queryByRole('link', { name: /Shortlist/ })).toBeNull();

    fireEvent.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'true');
    expect(add).toHaveAccessibleName('Remove from shortlist');
    expect(toasts().getByText('Added to your shortlist (1 of 5).')).toBeInTheDocument();
    expect(banner().getByRole('link', { name: 'Shortlist, 1 item' })).toHaveAttribute('href', '/shortlist');
    expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY)!)).toEqual([
      expect.objectContaining({
        id: product.id,
        name: product.name,
        path: `/diamonds/${product.id}`,
        polish: 'Excellent',
        certificateNumber: 'LG123456',
      }),
    ]);

    fireEvent.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(add).toHaveAccessibleName('Add to shortlist');
    expect(getShortlist()).toEqual([]);
    expect(banner().queryByRole('link', { name: /Shortlist/ })).toBeNull();
  });

  test('a sixth piece is refused with a toast and the shortlist stays as it was', async () => {
    for (let n = 1; n <= 5; n += 1)
      addToShortlist(productDto({ id: `5f0c1d2e-0000-4000-8000-00000000010${n}`, name: `Listed ${n}` }));
    mockApi({ [`GET /api/products/${product.id}`]: () => jsonResponse({ data: product }) });
    renderRoute(`/diamonds/${product.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to shortlist' }));
    expect(toasts().getByText('Your shortlist holds up to 5 pieces. Remove one to add another.')).toHaveClass(
      'toast--error',
    );
    expect(screen.getByRole('button', { name: 'Add to shortlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(getShortlist().map((item) => item.name)).toEqual([
      'Listed 1',
      'Listed 2',
      'Listed 3',
      'Listed 4',
      'Listed 5',
    ]);
    expect(banner().getByRole('link', { name: 'Shortlist, 5 items' })).toBeInTheDocument();
  });

  test('a listed piece shows as pressed, and seeing it again brings its stored copy up to date', async () => {
    addToShortlist(product);
    mockApi({ [`GET /api/products/${product.id}`]: () => jsonResponse({ data: { ...product, price: 2600 } }) });
    renderRoute(`/diamonds/${product.id}`);
    expect(await screen.findByRole('button', { name: 'Remove from shortlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(getShortlist()[0].price).toBe(2600);
  });

  test("the generic view's Add to Wishlist adds to the same shortlist", async () => {
    const other = productDto({ productType: 'ring', name: 'Signet Ring' });
    mockApi({ [`GET /api/products/${other.id}`]: () => jsonResponse({ data: other }) });
    renderRoute(`/rings/${other.id}`);
    const wishlist = await screen.findByRole('button', { name: 'Add to Wishlist' });
    fireEvent.click(wishlist);
    expect(wishlist).toHaveAttribute('aria-pressed', 'true');
    expect(wishlist).toHaveAccessibleName('Remove from Wishlist');
    expect(getShortlist()).toEqual([expect.objectContaining({ name: 'Signet Ring', path: `/rings/${other.id}` })]);
    expect(banner().getByRole('link', { name: 'Shortlist, 1 item' })).toBeInTheDocument();
  });
});
