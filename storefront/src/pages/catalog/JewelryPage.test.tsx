import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { JewelrySearchAnswer } from '../../catalog/searchTypes';
import { jewelryFacets, productDto } from '../../test/catalogFixtures';
import { mockApi } from '../../test/mockApi';
import { jsonResponse, renderRoute } from '../../test/renderApp';

jest.setTimeout(20_000);
// Pages load on demand and the machine may be busy: allow slow renders.
configure({ asyncUtilTimeout: 5000 });

const ring = productDto({
  id: '5f0c1d2e-0000-4000-8000-000000000099',
  productType: 'jewelry',
  name: 'Halo Engagement Ring',
  category: 'Engagement Ring',
  subCategory: 'Halo Ring',
  metal: '18K White Gold',
  onSale: true,
  salePrice: 2000,
  price: 2500,
  discount: 20,
});

function jewelryAnswer(overrides: Partial<JewelrySearchAnswer> = {}): JewelrySearchAnswer {
  return {
    items: [ring],
    total: 1,
    page: 1,
    pages: 1,
    facets: jewelryFacets({
      category: { 'Engagement Ring': 40, 'Wedding Band': 0 },
      metal: { '18K White Gold': 12, Platinum: 3 },
    }),
    ranges: { price: { min: 300, max: 9000 }, carat: { min: 0.2, max: 3 } },
    ...overrides,
  };
}

let answer = jewelryAnswer();
let api: ReturnType<typeof mockApi>;
const lastQuery = () => new URL(api.requestsTo('GET /api/jewelry').at(-1)!.url).searchParams;

beforeEach(() => {
  answer = jewelryAnswer();
  api = mockApi({ 'GET /api/jewelry': () => jsonResponse(answer) });
});

describe('/jewelry', () => {
  test('the category comes from the address and titles the page; groups are single choice', async () => {
    const { router } = renderRoute('/jewelry?category=rings&metal=Platinum&sortBy=latest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Engagement Rings' })).toBeInTheDocument();
    expect(await screen.findByText('1 item found')).toBeInTheDocument();
    expect(lastQuery().get('category')).toBe('engagement');
    expect(lastQuery().get('metal')).toBe('Platinum');
    expect(screen.getByText('2 filters applied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Engagement Ring' })).toHaveAccessibleDescription('(40)');
    expect(screen.getByRole('button', { name: 'Wedding Band' }).closest('.filter-option')).toHaveClass('is-empty');

    fireEvent.click(screen.getByRole('button', { name: '18K White Gold' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=engagement&metal=18K+White+Gold'));
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.click(screen.getByRole('button', { name: '18K White Gold' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=engagement'));

    fireEvent.click(screen.getByRole('button', { name: '$1,000 - $3,000' }));
    await waitFor(() => expect(lastQuery().get('priceMax')).toBe('3000'));
    expect(lastQuery().get('priceMin')).toBe('1000');

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('heading', { level: 1, name: 'Jewelry Collection' })).toBeInTheDocument();
  });

  test('cards show the sale and link to the piece', async () => {
    renderRoute('/jewelry');
    const link = await screen.findByRole('link', { name: 'View Details: Halo Engagement Ring' });
    expect(link).toHaveAttribute('href', `/jewelry/${ring.id}`);
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
    expect(screen.getByText('$2,000')).toBeInTheDocument();
  });

  test('empty and failed searches', async () => {
    answer = jewelryAnswer({ items: [], total: 0, pages: 0 });
    const view = renderRoute('/jewelry?brand=House%20Collection');
    expect(await screen.findByRole('heading', { name: 'No jewelry found' })).toBeInTheDocument();
    view.unmount();

    let fail = true;
    mockApi({
      'GET /api/jewelry': () => (fail ? jsonResponse({ message: 'down' }, 500) : jsonResponse(jewelryAnswer())),
    });
    renderRoute('/jewelry');
    expect(await screen.findByText('Failed to load jewelry. Please try again later.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 item found')).toBeInTheDocument();
  });

  test('/engagement is the engagement collection: pre-filtered, category kept out of the address', async () => {
    const { router } = renderRoute('/engagement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Engagement Rings' })).toBeInTheDocument();
    expect(await screen.findByText('1 item found')).toBeInTheDocument();
    expect(lastQuery().get('category')).toBe('engagement');
    expect(screen.queryByRole('button', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details: Halo Engagement Ring' })).toHaveAttribute(
      'href',
      `/engagement/${ring.id}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Platinum' }));
    await waitFor(() => expect(router.state.location.search).toBe('?metal=Platinum'));
    await waitFor(() => expect(lastQuery().get('metal')).toBe('Platinum'));
    expect(lastQuery().get('category')).toBe('engagement');
  });

  test('Include unavailable from the address is on and asked for; Clear All keeps it, the switch turns it off', async () => {
    const { router } = renderRoute('/jewelry?metal=Platinum&includeUnavailable=1');
    const toggle = await screen.findByRole('switch', { name: 'Include unavailable' });
    expect(toggle).toBeChecked();
    await waitFor(() => expect(lastQuery().get('includeUnavailable')).toBe('true'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?includeUnavailable=1'));
    fireEvent.click(screen.getByRole('switch', { name: 'Include unavailable' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery().has('includeUnavailable')).toBe(false));
    expect(lastQuery().has('metal')).toBe(false);
  });
});
