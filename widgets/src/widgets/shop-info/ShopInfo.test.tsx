import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { waitFor } from '@testing-library/react/pure';
import '../../loader';
import { installFetchMock, jsonResponse, lumenShop, requestedUrls, shadowQueries } from '../../test-support/shop-api';

let fetchMock: ReturnType<typeof installFetchMock>;

beforeEach(() => {
  fetchMock = installFetchMock();
});

afterEach(() => {
  document.body.replaceChildren();
});

function addShopInfo(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('gem-shop-info');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

describe('<gem-shop-info>', () => {
  test('shows a loading state, then the visit card from <apiBase>/api/shop', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const element = addShopInfo({ 'api-base': 'https://shop.example' });
    const card = shadowQueries(element);

    expect(await card.findByRole('status')).toHaveTextContent('Loading shop details…');
    expect(requestedUrls(fetchMock)).toEqual(['https://shop.example/api/shop']);
    answer(jsonResponse(lumenShop));

    expect(await card.findByRole('heading', { level: 3, name: 'Lumen Jewelers' })).toBeInTheDocument();
    expect(card.queryByRole('status')).toBeNull();
    expect(element.shadowRoot!.querySelector('address')!.innerHTML).toBe(
      '12 Hatton Garden<br>London EC1N 8AN<br>United Kingdom',
    );
    expect(card.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
    expect(card.getByRole('link', { name: 'hello@lumenjewelers.example' })).toHaveAttribute(
      'href',
      'mailto:hello@lumenjewelers.example',
    );
    expect(card.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      'https://shop.example/book-appointment',
    );
    expect(card.getByRole('heading', { level: 4, name: 'Opening hours' })).toBeInTheDocument();
    const hours = [...element.shadowRoot!.querySelectorAll('.shop-info__hours > div')].map((row) =>
      [...row.children].map((cell) => cell.textContent!.replaceAll('\u00a0', ' ')),
    );
    expect(hours).toEqual([
      ['Mon–Fri', '10:30 AM – 6:30 PM'],
      ['Sat', '10:30 AM – 5:30 PM'],
      ['Sun', 'Closed'],
    ]);
    expect(card.getByText('Times are London time.')).toBeInTheDocument();
  });

  test('uses the heading level from the heading-level attribute', async () => {
    fetchMock.mockResolvedValue(jsonResponse(lumenShop));
    const card = shadowQueries(addShopInfo({ 'heading-level': '2' }));

    expect(await card.findByRole('heading', { level: 2, name: 'Lumen Jewelers' })).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 3, name: 'Opening hours' })).toBeInTheDocument();
  });

  test('shows an error with Retry when the shop cannot be reached, and Retry fetches again', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500))
      .mockResolvedValueOnce(jsonResponse(lumenShop));
    const card = shadowQueries(addShopInfo());

    expect(await card.findByRole('alert')).toHaveTextContent('Shop details are unavailable right now.');
    card.getByRole('button', { name: 'Retry' }).click();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await card.findByRole('alert')).toHaveTextContent('Shop details are unavailable right now.');

    card.getByRole('button', { name: 'Retry' }).click();

    expect(await card.findByRole('heading', { name: 'Lumen Jewelers' })).toBeInTheDocument();
    expect(card.queryByRole('alert')).toBeNull();
    expect(requestedUrls(fetchMock)).toEqual(Array(3).fill('http://localhost/api/shop'));
  });

  test('fetches again from the new address when api-base changes', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(lumenShop));
    const element = addShopInfo({ 'api-base': 'https://one.example' });
    await shadowQueries(element).findByRole('heading', { name: 'Lumen Jewelers' });

    element.setAttribute('api-base', 'https://two.example');

    await waitFor(() =>
      expect(shadowQueries(element).getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
        'href',
        'https://two.example/book-appointment',
      ),
    );
    expect(requestedUrls(fetchMock)).toEqual(['https://one.example/api/shop', 'https://two.example/api/shop']);
  });

  test('fires gem:ready once the card is shown; it bubbles and crosses shadow roots', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const readyEvents: CustomEvent[] = [];
    document.addEventListener('gem:ready', (event) => readyEvents.push(event as CustomEvent));
    const element = addShopInfo();
    await shadowQueries(element).findByRole('status');
    expect(readyEvents).toHaveLength(0);

    answer(jsonResponse(lumenShop));

    await waitFor(() => expect(readyEvents).toHaveLength(1));
    expect(readyEvents[0].target).toBe(element);
    expect(readyEvents[0]).toMatchObject({ bubbles: true, composed: true, detail: { widget: 'gem-shop-info' } });
  });
});
