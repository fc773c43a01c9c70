import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '../../test/mockApi';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/renderApp';
import type { PublicReview } from './homeContentTypes';
import { advance, preferReducedMotion, settle } from './home.test-kit';
import { TestimonialsSection } from './TestimonialsSection';

const review = (n: number, overrides: Partial<PublicReview> = {}): PublicReview => ({
  id: `r${n}`,
  customerName: `Client ${n}`,
  customerLocation: `Town ${n}`,
  rating: 4,
  reviewText: `Review text ${n}`,
  customerImage: null,
  productType: 'general',
  isFeatured: false,
  dateSubmitted: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const carousel = () => screen.getByRole('group', { name: 'Client testimonials' });
/** Only the showing testimonial is exposed to assistive tech. */
const current = () => within(carousel()).getByRole('group', { name: / of / });

describe('testimonials', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).matchMedia;
  });

  test('asks for 10 active reviews and shows each with stars, name and location', async () => {
    const { requestsTo } = mockApi({
      'GET /api/customer-reviews/active': () =>
        jsonResponse({
          success: true,
          data: {
            reviews: [
              review(1, { customerImage: 'http://shop.test/media/p1.jpg' }),
              review(2, { rating: 5, customerLocation: null }),
            ],
          },
        }),
    });
    const { container } = renderWithProviders(<TestimonialsSection />);
    await settle();
    const query = new URL(requestsTo('GET /api/customer-reviews/active')[0].url).searchParams;
    expect(query.get('limit')).toBe('10');
    expect(query.get('featured')).toBe('false');

    expect(within(current()).getByText('Review text 1')).toBeInTheDocument();
    expect(within(current()).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(current()).getByText('Client 1')).toBeInTheDocument();
    expect(within(current()).getByText('Town 1')).toBeInTheDocument();
    expect(container.querySelector('img.testimonial__portrait')).toHaveAttribute(
      'src',
      'http://shop.test/media/p1.jpg',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2 of 2' }));
    expect(within(current()).getByText('Review text 2')).toBeInTheDocument();
    expect(within(current()).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    // Dots only: spec 1 §2 gives the testimonials no arrows.
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
  });

  test.each([
    ['the request fails', () => mockFetch()],
    [
      'there are no reviews',
      () =>
        mockApi({ 'GET /api/customer-reviews/active': () => jsonResponse({ success: true, data: { reviews: [] } }) }),
    ],
  ])('shows the shop’s own promises, without stars, when %s', async (_, serve) => {
    serve();
    renderWithProviders(<TestimonialsSection />);
    await settle();
    expect(within(current()).getByText('Lumen Jewelers')).toBeInTheDocument();
    expect(within(current()).getByText('Our promise')).toBeInTheDocument();
    // Never an invented customer's rating.
    expect(within(current()).queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Show testimonial/ })).toHaveLength(3);
  });

  test('moves on every 5 seconds and waits while the pointer is over it', async () => {
    mockApi({
      'GET /api/customer-reviews/active': () =>
        jsonResponse({ success: true, data: { reviews: [1, 2, 3].map((n) => review(n)) } }),
    });
    renderWithProviders(<TestimonialsSection />);
    await settle();
    await advance(4999);
    expect(within(current()).getByText('Client 1')).toBeInTheDocument();
    await advance(1);
    expect(within(current()).getByText('Client 2')).toBeInTheDocument();

    fireEvent.mouseEnter(carousel());
    await advance(15_000);
    expect(within(current()).getByText('Client 2')).toBeInTheDocument();
    fireEvent.mouseLeave(carousel());
    await advance(5000);
    expect(within(current()).getByText('Client 3')).toBeInTheDocument();
  });

  test('never moves on its own for visitors who prefer reduced motion', async () => {
    preferReducedMotion();
    mockFetch();
    renderWithProviders(<TestimonialsSection />);
    await settle();
    await advance(20_000);
    expect(within(current()).getByText(/grading report/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause testimonials' })).toBeNull();
  });
});
