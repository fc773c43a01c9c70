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

  test('specifications carry their units: mm, %, ° and ct', async () => {
    const graded = productDto({
      specs: {
        measurements: '6.50x6.45x4.00',
        depthPercent: 62.1,
        tablePercent: '57',
        crownAngle: 34.5,
        crownHeight: 15,
        pavilionAngle: '40.8°',
        pavilionDepth: 43.1,
        culetSize: 'None',
      },
    });
    mockApi({ [`GET /api/products/${graded.id}`]: () => jsonResponse({ data: graded }) });
    renderRoute(`/diamonds/${graded.id}`);
    const specifications = await screen.findByRole('heading', { level: 3, name: 'Physical Measurements' });
    const rows = Object.fromEntries(
      [...specifications.parentElement!.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(rows).toEqual({
      Measurements: '6.50 × 6.45 × 4.00 mm',
      Depth: '62.1%',
      Table: '57%',
      Culet: 'None',
      'Crown Angle': '34.5°',
      'Crown Height': '15%',
      'Pavilion Angle': '40.8°',
      'Pavilion Depth': '43.1%',
    });
    const grades = screen.getByRole('heading', { level: 3, name: 'Quality Grades' }).parentElement!;
    expect(within(grades).getByText('Carat').nextElementSibling).toHaveTextContent(/^1\.51 ct$/);
  });

  test('pictures that fail to load leave a named placeholder on the stage and unnamed ones in the thumbnails', async () => {
    mockApi({ [`GET /api/products/${product.id}`]: () => jsonResponse({ data: product }) });
    renderRoute(`/diamonds/${product.id}`);
    const main = await screen.findByRole('button', { name: 'Open fullscreen view' });
    const thumbnails = screen.getAllByRole('button', { name: /^Show image \d of 2$/ });
    for (const picture of document.querySelectorAll('.gallery img')) fireEvent.error(picture);
    expect(within(main).getByRole('img')).toHaveAccessibleName(`${product.name}, picture unavailable`);
    for (const thumbnail of thumbnails) {
      expect(within(thumbnail).queryByRole('img')).toBeNull();
      expect(thumbnail.querySelector('.product-image--placeholder')).toHaveAttribute('aria-hidden', 'true');
    }
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

  test.each([
    ['/diamonds/missing', 404, 'This diamond does not exist', 'Browse Diamonds', '/diamonds'],
    ['/jewelry/missing', 410, 'This piece does not exist', 'Browse Jewelry', '/jewelry'],
  ])(
    'an unknown product (%s, API %i) says it does not exist, like the Not Found page, and stays',
    async (path, status, message, browse, to) => {
      jest.useFakeTimers();
      mockApi({ 'GET /api/products/missing': () => jsonResponse({ message: 'Product not found' }, status) });
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
      expect(screen.getByText('Error 404')).toBeInTheDocument();
      expect(screen.getByText(`${message}, or is no longer in our collection.`)).toBeInTheDocument();
      expect(screen.queryByText(/try again later/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: browse })).toHaveAttribute('href', to);
      expect(document.title).toBe('Product Not Found | Lumen Jewelers');
      act(() => jest.advanceTimersByTime(5000));
      expect(router.state.location.pathname).toBe(path);
    },
  );

  test('a product the server fails to send says Oops! and goes back to the list after 3 seconds', async () => {
    jest.useFakeTimers();
    mockApi({ 'GET /api/products/broken': () => jsonResponse({ message: 'Internal server error' }, 500) });
    const { router } = renderRoute('/diamonds/broken');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Product not found or unavailable. Please try again later.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/diamonds/broken');
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
    expect(screen.getAllByText('1.20 ct')).toHaveLength(2);
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

  test('fullscreen viewer: scroll lock, opens at the fitted 1× (not 2×), zoom 1–4× in 0.5 steps, arrows wrap, Escape closes', async () => {
    mockApi({ [`GET /api/products/${product.id}`]: () => jsonResponse({ data: product }) });
    renderRoute(`/diamonds/${product.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open fullscreen view' }));
    const viewer = screen.getByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByLabelText('Zoom level')).toHaveTextContent(/^1×$/);
    expect(within(viewer).getByRole('img')).toHaveStyle({ transform: 'scale(1)' });
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    fireEvent.keyDown(document, { key: '+' });
    expect(screen.getByLabelText('Zoom level')).toHaveTextContent(/^1\.5×$/);
    for (let i = 0; i < 6; i += 1) fireEvent.keyDown(document, { key: '+' });
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

  test('without approved reviews a product shows no stars and no reviews section, whatever staff typed', async () => {
    mockApi({ [`GET /api/products/${product.id}`]: () => jsonResponse({ data: product }) });
    renderRoute(`/diamonds/${product.id}`);
    await screen.findByRole('heading', { level: 1, name: product.name });
    expect(screen.queryByRole('link', { name: /^Rated/ })).toBeNull();
    expect(screen.queryByText(/★/)).toBeNull();
    expect(document.getElementById('reviews')).toBeNull();
  });

  test('the stars link to the reviews section, which loads the approved reviews: author, rating, text and date', async () => {
    const reviewed = productDto({ productType: 'jewelry', name: 'Halo Ring', rating: 4.5, numReviews: 2 });
    const reviews = deferred<Response>();
    const api = mockApi({
      [`GET /api/products/${reviewed.id}`]: () => jsonResponse({ data: reviewed }),
      [`GET /api/products/${reviewed.id}/reviews`]: () => reviews.promise,
    });
    renderRoute(`/jewelry/${reviewed.id}`);
    const stars = await screen.findByRole('link', { name: 'Rated 4.5 out of 5 from 2 reviews' });
    expect(stars).toHaveAttribute('href', '#reviews');
    expect(stars).toHaveTextContent('★★★★★ (2 reviews)');
    const section = document.getElementById('reviews')!;
    const heading = within(section).getByRole('button', { name: 'Customer Reviews (2)' });
    expect(heading).toHaveAttribute('aria-expanded', 'false');
    // Nothing is fetched until the shopper asks: the page's first load stays light.
    expect(api.requestsTo(`GET /api/products/${reviewed.id}/reviews`)).toHaveLength(0);

    // Following the stars opens the section.
    act(() => {
      window.location.hash = 'reviews';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(heading).toHaveAttribute('aria-expanded', 'true');
    expect(await within(section).findByRole('status')).toHaveTextContent('Loading reviews…');
    reviews.resolve(
      jsonResponse({
        success: true,
        data: {
          rating: 4.5,
          numReviews: 2,
          reviews: [
            {
              id: 'r1',
              customerName: 'Marcus T.',
              customerLocation: 'Chicago, IL',
              rating: 5,
              reviewText: 'Even better in person.',
              customerImage: null,
              productType: 'jewelry',
              isFeatured: false,
              dateSubmitted: '2026-11-02T10:00:00.000Z',
            },
            {
              id: 'r2',
              customerName: 'Emily R.',
              customerLocation: null,
              rating: 4,
              reviewText: 'Lovely ring.',
              customerImage: null,
              productType: 'jewelry',
              isFeatured: false,
              dateSubmitted: '2026-10-20T10:00:00.000Z',
            },
          ],
        },
      }),
    );
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Even better in person.');
    expect(items[0]).toHaveTextContent('Marcus T., Chicago, IL · November 2, 2026');
    expect(within(items[1]).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Emily R. · October 20, 2026');
    window.location.hash = '';
  });
});
