import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { diamondAnswer, productDto } from '../../test/catalogFixtures';
import { mockApi } from '../../test/mockApi';
import { jsonResponse, renderRoute } from '../../test/renderApp';

function lastQuery(requests: Request[]): URLSearchParams {
  return new URL(requests.at(-1)!.url).searchParams;
}

jest.setTimeout(20_000);
// Pages load on demand and the machine may be busy: allow slow renders.
configure({ asyncUtilTimeout: 5000 });

let answer = diamondAnswer();
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  answer = diamondAnswer();
  api = mockApi({ 'GET /api/diamonds': () => jsonResponse(answer) });
});

describe('/diamonds', () => {
  test('the address sets the API query, and a changed filter replaces the address', async () => {
    const { router } = renderRoute('/diamonds?shape=round&color=D,E&priceRange=1000-3000&sortBy=price-asc');
    expect(await screen.findByText('1 diamond found')).toBeInTheDocument();

    const query = lastQuery(api.requestsTo('GET /api/diamonds'));
    expect(query.get('type')).toBe('lab-grown');
    expect(query.get('shape')).toBe('Round');
    expect(query.get('color')).toBe('D,E');
    expect(query.get('priceMin')).toBe('1000');
    expect(query.get('priceMax')).toBe('3000');
    expect(query.get('sortBy')).toBe('price-asc');
    expect(query.get('page')).toBe('1');
    expect(query.get('facets')).toBe('true');

    expect(screen.getByRole('checkbox', { name: 'Round' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'D' })).toBeChecked();
    expect(screen.getByRole('button', { name: '$1,000 - $3,000' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');

    const historyLength = window.history.length;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Oval' }));
    await waitFor(() => expect(router.state.location.search).toContain('shape=round%2Coval'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.history.length).toBe(historyLength);
    await waitFor(() => expect(lastQuery(api.requestsTo('GET /api/diamonds')).get('shape')).toBe('Round,Oval'));

    fireEvent.click(screen.getByRole('button', { name: '3.00+ ct' }));
    await waitFor(() => expect(lastQuery(api.requestsTo('GET /api/diamonds')).get('caratMin')).toBe('3'));
    expect(lastQuery(api.requestsTo('GET /api/diamonds')).get('caratMax')).toBeNull();
    expect(router.state.location.search).toContain('caratRange=3.00%2B');
  });

  test('facet counts stand beside the options; a 0-count option stays visible, dimmed', async () => {
    renderRoute('/diamonds');
    const oval = await screen.findByRole('checkbox', { name: 'Oval' });
    await waitFor(() => expect(oval).toHaveAccessibleDescription('(312)'));
    expect(screen.getByRole('checkbox', { name: 'Round' })).toHaveAccessibleDescription('(812)');
    const pear = screen.getByRole('checkbox', { name: 'Pear' });
    expect(pear).toHaveAccessibleDescription('(0)');
    expect(pear.closest('.filter-option')).toHaveClass('is-empty');
  });

  test('the colour filter offers only the grades the catalogue has, and keeps a chosen one', async () => {
    const colors = Object.fromEntries(['D', 'E', 'F', 'G', 'H', 'K', 'Z'].map((grade) => [grade, 0]));
    answer = diamondAnswer({ facets: { ...diamondAnswer().facets!, color: { ...colors, E: 30, G: 12, H: 4 } } });
    renderRoute('/diamonds?color=K');
    const colorOptions = async () => {
      const group = await screen.findByRole('group', { name: 'Color' });
      await waitFor(() =>
        expect(within(group).getByRole('checkbox', { name: 'E' })).toHaveAccessibleDescription('(30)'),
      );
      return within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name') ?? box.closest('label')!.textContent);
    };
    expect(await colorOptions()).toEqual(['E', 'G', 'H', 'K']);
    expect(screen.getByRole('checkbox', { name: 'K' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'D' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Z' })).toBeNull();
    // Other filters keep their empty options, dimmed.
    expect(screen.getByRole('checkbox', { name: 'Pear' }).closest('.filter-option')).toHaveClass('is-empty');
  });

  test('switching to Natural resets every filter', async () => {
    const { router } = renderRoute('/diamonds?shape=oval&cut=Ideal&sortBy=carat-desc');
    await screen.findByText('1 diamond found');
    fireEvent.click(screen.getByRole('button', { name: 'Natural Diamonds' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=natural&sortBy=carat-desc'));
    await waitFor(() => expect(lastQuery(api.requestsTo('GET /api/diamonds')).get('type')).toBe('natural'));
    const query = lastQuery(api.requestsTo('GET /api/diamonds'));
    expect(query.get('shape')).toBeNull();
    expect(query.get('cut')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Oval' })).not.toBeChecked();
  });

  test('no results: Clear All Filters empties the address', async () => {
    answer = diamondAnswer({ items: [], total: 0, pages: 0 });
    const { router } = renderRoute('/diamonds?color=Z&clarity=FL');
    expect(await screen.findByRole('heading', { name: 'No diamonds found' })).toBeInTheDocument();
    expect(screen.getByText('0 diamonds found')).toBeInTheDocument();
    answer = diamondAnswer();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('1 diamond found')).toBeInTheDocument();
  });

  test('a failed search offers Try Again', async () => {
    let fail = true;
    mockApi({
      'GET /api/diamonds': () => (fail ? jsonResponse({ message: 'boom' }, 500) : jsonResponse(diamondAnswer())),
    });
    renderRoute('/diamonds');
    expect(await screen.findByText('Failed to load diamonds. Please try again later.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 diamond found')).toBeInTheDocument();
  });

  test('cards show grades, type tag, badges and link to the detail page', async () => {
    renderRoute('/diamonds');
    const card = (await screen.findByRole('link', { name: /View Details/ })).closest('article')!;
    expect(within(card).getByText('Lab Grown')).toBeInTheDocument();
    expect(within(card).getByText('NEW')).toBeInTheDocument();
    expect(within(card).getByText('FEATURED')).toBeInTheDocument();
    expect(within(card).getByText('Ideal')).toHaveClass('gem-grade--top');
    expect(within(card).getByText('$2,450')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/diamonds/${productDto().id}`,
    );
  });

  test("a card's Order Now opens the order dialog for that diamond (spec 1 §2 product card)", async () => {
    renderRoute('/diamonds');
    fireEvent.click(await screen.findByRole('button', { name: /^Order Now:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Order' });
    expect(dialog).toHaveTextContent(productDto().name);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('later pages are asked without facets and kept in the address', async () => {
    answer = diamondAnswer({ total: 60, pages: 3 });
    const { router } = renderRoute('/diamonds');
    await screen.findByText('60 diamonds found');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(
        api.requestsTo('GET /api/diamonds').map((request) => new URL(request.url).searchParams.get('page')),
      ).toContain('2'),
    );
    const pageTwo = api
      .requestsTo('GET /api/diamonds')
      .find((request) => new URL(request.url).searchParams.get('page') === '2')!;
    expect(new URL(pageTwo.url).searchParams.get('facets')).toBe('false');
    expect(screen.getByRole('checkbox', { name: 'Oval' })).toHaveAccessibleDescription('(312)');
  });

  test('sections toggle; certification starts closed; the Filters button counts active filters', async () => {
    renderRoute('/diamonds?shape=round,oval&cut=Ideal');
    await screen.findByText('1 diamond found');
    expect(screen.getByRole('button', { name: 'Shape' })).toHaveAttribute('aria-expanded', 'true');
    const certification = screen.getByRole('button', { name: 'Certification' });
    expect(certification).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(certification);
    expect(certification).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'GIA' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAccessibleDescription('3 active filters');
    expect(screen.getByRole('button', { name: 'Apply Filters' })).toBeInTheDocument();
  });

  test('the mobile drawer opens from Filters, takes focus, and Apply Filters or Escape closes it', async () => {
    renderRoute('/diamonds?color=D');
    await screen.findByText('1 diamond found');
    const filtersButton = screen.getByRole('button', { name: 'Filters' });
    const panel = screen.getByRole('complementary', { name: 'Diamond filters' });
    filtersButton.focus();
    fireEvent.click(filtersButton);
    expect(panel).toHaveClass('is-open');
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(panel).not.toHaveClass('is-open');
    expect(filtersButton).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    fireEvent.click(filtersButton);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel).not.toHaveClass('is-open');
  });

  test('Include unavailable: off by default; the switch goes into the address and the request, and outlives a change of kind', async () => {
    const { router } = renderRoute('/diamonds?sortBy=price-asc&page=2');
    const toggle = await screen.findByRole('switch', { name: 'Include unavailable' });
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(api.requestsTo('GET /api/diamonds')).not.toHaveLength(0));
    expect(
      api
        .requestsTo('GET /api/diamonds')
        .every((request) => !new URL(request.url).searchParams.has('includeUnavailable')),
    ).toBe(true);

    fireEvent.click(toggle);
    // Another list: back to its first page.
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=price-asc&includeUnavailable=1'));
    await waitFor(() => expect(lastQuery(api.requestsTo('GET /api/diamonds')).get('includeUnavailable')).toBe('true'));
    expect(lastQuery(api.requestsTo('GET /api/diamonds')).get('page')).toBe('1');
    expect(screen.getByRole('switch', { name: 'Include unavailable' })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Natural Diamonds' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=natural&sortBy=price-asc&includeUnavailable=1'),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Include unavailable' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=natural&sortBy=price-asc'));
    await waitFor(() => expect(lastQuery(api.requestsTo('GET /api/diamonds')).has('includeUnavailable')).toBe(false));
  });
});
