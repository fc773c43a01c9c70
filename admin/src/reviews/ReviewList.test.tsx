import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetShopTimeZone } from '../leads/shopTime';
import { mockReviewRoutes, renderReviews, review, reviewMocks, rowOf, stats, type FetchCall } from './reviews.test-kit';

jest.setTimeout(20_000);

const longText = `${'Beautiful craftsmanship and a stone that sparkles in every light. '.repeat(3)}Thank you!`;
const ann = review({
  id: 'r-1',
  customerName: 'Ann Lee',
  displayOrder: 3,
  reviewText: longText,
  customerLocation: 'Boston, MA',
});
const ben = review({ id: 'r-2', customerName: 'Ben Ito', displayOrder: 2, rating: 4, isFeatured: true });
const cat = review({ id: 'r-3', customerName: 'Cat Roy', displayOrder: 1, rating: 3, isActive: false });

const { getList, getOne, delete: deleteOne, dataProvider } = reviewMocks();
let fetchCalls: FetchCall[];

beforeEach(() => {
  for (const mock of [getList, getOne, deleteOne]) mock.mockReset();
  getList.mockResolvedValue({ data: [ann, ben, cat], total: 23 });
  getOne.mockResolvedValue({ data: { id: 'stats', ...stats } });
  forgetShopTimeZone();
  fetchCalls = mockReviewRoutes();
});

const lastListParams = () => getList.mock.calls.at(-1)![1];
const patches = () => fetchCalls.filter((call) => call.method === 'PATCH');
const articleNames = () => screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

describe('ReviewList', () => {
  test('heading, stat cards and the rating distribution from GET /stats', async () => {
    renderReviews(dataProvider);

    expect(screen.getByRole('heading', { name: 'Manage customer testimonials and reviews' })).toBeInTheDocument();
    const card = (label: string) => within(screen.getByRole('region', { name: label }));
    expect(await card('Total Reviews').findByText('20')).toBeInTheDocument();
    expect(card('Active').getByText('17')).toBeInTheDocument();
    expect(card('Inactive').getByText('3')).toBeInTheDocument();
    expect(card('Featured').getByText('4')).toBeInTheDocument();
    expect(card('Average Rating').getByText('4.4')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('reviews', expect.objectContaining({ id: 'stats' }));

    const chart = within(screen.getByRole('region', { name: 'Rating Distribution' }));
    const bars = chart.getAllByRole('progressbar');
    // 5 stars first, each as long as its share of the 20 reviews.
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5 stars: 12',
      '4 stars: 5',
      '3 stars: 2',
      '2 stars: 0',
      '1 star: 1',
    ]);
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['60', '25', '10', '0', '5']);
  });

  test('rows in display order, 10 a page, Previous/Next and numbered pages', async () => {
    renderReviews(dataProvider);

    const row = await rowOf('Ann Lee');
    expect(row.getByText('Boston, MA')).toBeInTheDocument();
    expect(row.getByRole('img', { name: '5 stars' })).toBeInTheDocument();
    expect(await row.findByText('Mar 1, 2026')).toBeInTheDocument();
    expect(articleNames()).toEqual(['Review by Ann Lee', 'Review by Ben Ito', 'Review by Cat Roy']);
    expect(lastListParams()).toMatchObject({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'displayOrder', order: 'DESC' },
    });

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Showing 1 to 10 of 23 reviews');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListParams().pagination).toEqual({ page: 2, perPage: 10 }));
    fireEvent.click(within(pager).getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(lastListParams().pagination).toEqual({ page: 3, perPage: 10 }));
  });

  test('search, filters and sort send their values and return to page 1', async () => {
    renderReviews(dataProvider);
    await rowOf('Ann Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(lastListParams().pagination.page).toBe(3));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() =>
      expect(lastListParams()).toMatchObject({ filter: { status: 'inactive' }, pagination: { page: 1 } }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastListParams().pagination.page).toBe(2));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rating' }));
    fireEvent.click(await screen.findByRole('option', { name: '4 stars' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Product Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Engagement' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search reviews' }), { target: { value: 'ring' } });
    await waitFor(() =>
      expect(lastListParams()).toMatchObject({
        filter: { status: 'inactive', rating: 4, productType: 'engagement', q: 'ring' },
        pagination: { page: 1 },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(lastListParams().pagination.page).toBe(3));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort By' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lowest Rating' }));
    await waitFor(() =>
      expect(lastListParams()).toMatchObject({ sort: { field: 'rating', order: 'ASC' }, pagination: { page: 1 } }),
    );
    // Dragging writes the display order, so it waits for that sort.
    expect(screen.getByText('Sort by display order to drag reviews into place.')).toBeInTheDocument();
    expect((await rowOf('Ann Lee')).getByRole('button', { name: 'Reorder the review by Ann Lee' })).toBeDisabled();
  });

  test('a list that cannot load says so', async () => {
    getList.mockRejectedValue(new Error('down'));
    renderReviews(dataProvider);
    expect(await screen.findByText('Failed to load reviews')).toBeInTheDocument();
  });

  test('the Active and Featured switches call their toggle routes, toast, and reload list and stats', async () => {
    renderReviews(dataProvider);
    const annRow = await rowOf('Ann Lee');
    const listCalls = getList.mock.calls.length;
    const statsCalls = getOne.mock.calls.length;

    fireEvent.click(annRow.getByRole('switch', { name: 'Active' }));
    expect(await screen.findByText('Review deactivated successfully')).toBeInTheDocument();
    expect(patches()).toEqual([{ url: '/api/admin/reviews/r-1/toggle-status', method: 'PATCH', body: undefined }]);
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(listCalls));
    expect(getOne.mock.calls.length).toBeGreaterThan(statsCalls);

    fireEvent.click((await rowOf('Ben Ito')).getByRole('switch', { name: 'Featured' }));
    expect(await screen.findByText('Review removed from featured')).toBeInTheDocument();
    expect(patches().at(-1)).toMatchObject({ url: '/api/admin/reviews/r-2/toggle-featured' });
  });

  test('a failed toggle toasts the spec’s sentence, which can be dismissed', async () => {
    fetchCalls = mockReviewRoutes((call) => (call.method === 'PATCH' ? 500 : 200));
    renderReviews(dataProvider);

    fireEvent.click((await rowOf('Cat Roy')).getByRole('switch', { name: 'Active' }));
    expect(await screen.findByText('Failed to update review status')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Failed to update review status')).not.toBeInTheDocument());

    fireEvent.click((await rowOf('Cat Roy')).getByRole('switch', { name: 'Featured' }));
    expect(await screen.findByText('Failed to update featured status')).toBeInTheDocument();
  });

  test('delete shows name, location and the first 100 characters, then deletes', async () => {
    deleteOne.mockResolvedValue({ data: ann });
    renderReviews(dataProvider);

    fireEvent.click((await rowOf('Ann Lee')).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Review' }));
    expect(dialog.getByText('Ann Lee')).toBeInTheDocument();
    expect(dialog.getByText('Boston, MA')).toBeInTheDocument();
    expect(dialog.getByText(`“${longText.slice(0, 100).trimEnd()}…”`)).toBeInTheDocument();
    expect(dialog.queryByText(longText, { exact: false })).not.toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('reviews', expect.objectContaining({ id: 'r-1' })));
    expect(await screen.findByText('Review deleted successfully')).toBeInTheDocument();
  });

  test('a failed delete toasts', async () => {
    deleteOne.mockRejectedValue(new Error('down'));
    renderReviews(dataProvider);

    fireEvent.click((await rowOf('Ben Ito')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Review' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete review')).toBeInTheDocument();
  });
});

describe('ReviewList drag to reorder', () => {
  // jsdom lays nothing out; the keyboard sensor moves between rows by their boxes, so each row gets one
  // 60 px tall, stacked in list order.
  const realRect = HTMLElement.prototype.getBoundingClientRect;
  beforeEach(() => {
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      const item = this.closest('li');
      const index = item ? Array.from(item.parentElement!.children).indexOf(item) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 60, width: 600, height: 60 });
    };
  });
  afterEach(() => {
    HTMLElement.prototype.getBoundingClientRect = realRect;
  });

  const moveDownByKeyboard = async (name: string) => {
    const handle = (await rowOf(name)).getByRole('button', { name: `Reorder the review by ${name}` });
    act(() => handle.focus());
    // The sensor measures the rows between keys, as it would between a person's key presses.
    for (const code of ['Space', 'ArrowDown', 'Space']) {
      fireEvent.keyDown(handle, { key: code === 'Space' ? ' ' : code, code });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    }
  };

  test('Space, ArrowDown, Space moves a review down at once and saves length − index for the whole list', async () => {
    renderReviews(dataProvider);
    await moveDownByKeyboard('Ann Lee');

    await waitFor(() =>
      expect(articleNames()).toEqual(['Review by Ben Ito', 'Review by Ann Lee', 'Review by Cat Roy']),
    );
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toEqual({
      url: '/api/admin/reviews/bulk/display-order',
      method: 'PATCH',
      body: {
        reviews: [
          { id: 'r-2', displayOrder: 3 },
          { id: 'r-1', displayOrder: 2 },
          { id: 'r-3', displayOrder: 1 },
        ],
      },
    });
    expect(await screen.findByText('Display order updated successfully')).toBeInTheDocument();
  });

  test('a failed save toasts and reloads the list in the server’s order', async () => {
    fetchCalls = mockReviewRoutes((call) => (call.url.endsWith('/bulk/display-order') ? 500 : 200));
    renderReviews(dataProvider);
    await rowOf('Ann Lee');
    const listCalls = getList.mock.calls.length;

    await moveDownByKeyboard('Ann Lee');

    expect(await screen.findByText('Failed to update display order')).toBeInTheDocument();
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(listCalls));
    await waitFor(() =>
      expect(articleNames()).toEqual(['Review by Ann Lee', 'Review by Ben Ito', 'Review by Cat Roy']),
    );
  });
});
