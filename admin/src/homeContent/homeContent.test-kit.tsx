import { expect, jest } from '@jest/globals';
import type { ComponentType } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { forgetShopTimeZone } from '../leads/shopTime';
import { customMethods } from '../dataProvider';
import { leadMocks, mockFetch, renderList } from '../test-support/renderResource';
import type { HomeContentRecord, HomeContentStats } from './types';

// Test support for the two home content screens: the data provider and API mocks, rendering, and
// dragging a row with dnd-kit's keyboard sensor.

export type ApiAnswer = { status: number; body?: unknown } | 'network-error';

export interface ApiCall {
  method: string;
  path: string;
  body?: BodyInit | null;
}

/**
 * Mocks the list's data provider and the screen's own calls (stats, toggle, reorder, multipart save);
 * `answers` picks the answer of a call (200 with `{}` by default), `calls()` lists what was sent.
 */
export function homeContentMocks(stats: HomeContentStats) {
  const data = leadMocks();
  const api = {
    answer: jest.fn<(call: ApiCall) => ApiAnswer | Promise<ApiAnswer> | undefined>(),
    calls: [] as ApiCall[],
  };
  function install() {
    for (const mock of [data.getList, data.getOne, data.update, data.deleteOne, api.answer]) mock.mockReset();
    api.calls = [];
    forgetShopTimeZone();
    // jsdom cannot make addresses for local files; the preview only needs one.
    URL.createObjectURL = jest.fn(() => 'blob:chosen-image');
    URL.revokeObjectURL = jest.fn();
    const respond = async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', path: url, body: init?.body };
      api.calls.push(call);
      if (call.method === 'GET' && url.endsWith('/stats')) return Response.json(stats);
      const answer = (await api.answer(call)) ?? { status: 200, body: {} };
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return Response.json(answer.body ?? {}, { status: answer.status });
    };
    // The fetch mock awaits what it is given, so an answer may be a promise the test settles.
    mockFetch('America/New_York', respond as unknown as (url: string, init?: RequestInit) => Response);
  }
  const callsTo = (method: string, path: string) =>
    api.calls.filter((call) => call.method === method && call.path === path);
  return { ...data, api, install, callsTo };
}

export const renderContentList = (resource: string, List: ComponentType, mocks: ReturnType<typeof homeContentMocks>) =>
  // The screen's own calls (stats, toggle, reorder, multipart save) are the console's methods, over the fetch mock.
  renderList(resource, List, { ...customMethods, ...mocks.dataProvider });

/** The titles of the rows, top to bottom. */
export const rowTitles = () =>
  screen.getAllByTestId('sortable-row').map((row) =>
    within(row)
      .getByRole('button', { name: /^Reorder / })
      .getAttribute('aria-label')!
      .slice('Reorder '.length),
  );

export const rowOf = async (title: string) =>
  within((await screen.findByRole('button', { name: `Reorder ${title}` })).closest('li')!);

const elementRect = Element.prototype.getBoundingClientRect;

/**
 * jsdom lays nothing out, so every rect is empty and dnd-kit could not tell which row is below which:
 * rows get 60 px bands in their list order.
 */
export function layOutRows() {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.dataset.testid !== 'sortable-row') return elementRect.call(this);
    const index = Array.from(this.parentElement!.children).indexOf(this);
    return {
      x: 0,
      y: index * 60,
      top: index * 60,
      left: 0,
      right: 800,
      bottom: index * 60 + 60,
      width: 800,
      height: 60,
      toJSON: () => ({}),
    };
  });
  Element.prototype.scrollIntoView = jest.fn();
}

/** Moves a row one place down as a keyboard user would: focus its handle, Space, ArrowDown, Space. */
export async function dragOneDown(title: string) {
  const handle = screen.getByRole('button', { name: `Reorder ${title}` });
  act(() => handle.focus());
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  // The live region says the row was picked up (or, a moment later, where it is now).
  expect(
    await screen.findByText(/^(Picked up .* at position \d+ of \d+|.* is over position \d+ of \d+)\.$/),
  ).toBeInTheDocument();
  // The sensor listens for the arrows from the next task on.
  await act(() => new Promise((resolve) => setTimeout(resolve)));
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
}

/** A FormData body's fields, as text (files by name). */
export const formFields = (body: BodyInit | null | undefined) =>
  Object.fromEntries(
    Array.from((body as FormData).entries()).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]),
  );

export const record = <R extends HomeContentRecord>(
  fields: Omit<R, 'createdAt' | 'updatedAt' | 'imagePath' | 'imageVariants'> & Partial<R>,
): R =>
  ({
    imagePath: `/media/${fields.id}.jpg`,
    imageVariants: null,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...fields,
  }) as R;
