import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { waitFor } from '@testing-library/react/pure';
import { installFetchMock, jsonResponse, lumenShop, requestedUrls, shadowQueries } from './test-support/shop-api';

const fetchMock = installFetchMock();

beforeAll(async () => {
  fetchMock.mockImplementation(async () => jsonResponse(lumenShop));
  document.body.innerHTML = '<gem-shop-info id="in-page-before-load"></gem-shop-info>';
  // What the browser shows the bundle while <script src="https://shop.example/widgets/v1/widgets.js" async> runs.
  const bundleScript = document.createElement('script');
  bundleScript.src = 'https://shop.example/widgets/v1/widgets.js';
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => bundleScript });
  await import('./loader');
  Reflect.deleteProperty(document, 'currentScript');
});

afterAll(() => {
  document.body.replaceChildren();
});

test('elements already in the page render, calling the API on the origin widgets.js came from', async () => {
  const element = document.getElementById('in-page-before-load')!;

  expect(await shadowQueries(element).findByRole('heading', { name: 'Lumen Jewelers' })).toBeInTheDocument();
  expect(requestedUrls(fetchMock)).toEqual(['https://shop.example/api/shop']);
  expect(shadowQueries(element).getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
    'href',
    'https://shop.example/book-appointment',
  );
});

test("elements the partner's script adds after loading render too", async () => {
  fetchMock.mockClear();
  const container = document.createElement('aside');
  container.innerHTML = '<gem-shop-info></gem-shop-info>';
  document.body.append(container);

  expect(
    await shadowQueries(container.firstElementChild!).findByRole('heading', { name: 'Lumen Jewelers' }),
  ).toBeInTheDocument();
  expect(requestedUrls(fetchMock)).toEqual(['https://shop.example/api/shop']);
});

test('an api-base attribute wins over the script origin', async () => {
  fetchMock.mockClear();
  const element = document.createElement('gem-shop-info');
  element.setAttribute('api-base', 'https://api.partner-proxy.example');
  document.body.append(element);

  await waitFor(() => expect(requestedUrls(fetchMock)).toEqual(['https://api.partner-proxy.example/api/shop']));
});
