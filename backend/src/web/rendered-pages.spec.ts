import { describe, expect, test } from '@jest/globals';
import { RenderedPages } from './rendered-pages.js';

const page = (etag: string | undefined, size = 10) => ({ html: 'x'.repeat(size), etag });

describe('RenderedPages', () => {
  test('renders a label once, however many ask at the same time, and keeps it', async () => {
    const pages = new RenderedPages(1000, 60_000);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page('a');
    };
    const answers = await Promise.all([1, 2, 3].map(() => pages.answer('a', render)));
    expect(renders).toBe(1);
    expect(answers.map(({ cached }) => cached)).toEqual([false, true, true]);
    expect((await pages.answer('a', render)).cached).toBe(true);
    expect(renders).toBe(1);
  });

  test('never keeps an answer without its label (a shell), nor a render that failed', async () => {
    const pages = new RenderedPages(1000, 60_000);
    await pages.answer('a', async () => page(undefined));
    expect((await pages.answer('a', async () => page('a'))).cached).toBe(false);
    await expect(pages.answer('b', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect((await pages.answer('b', async () => page('b'))).cached).toBe(false);
  });

  test('lets the least recently used go past its size', async () => {
    const pages = new RenderedPages(25, 60_000);
    await pages.answer('a', async () => page('a'));
    await pages.answer('b', async () => page('b'));
    await pages.answer('a', async () => page('a')); // a is now the more recent
    await pages.answer('c', async () => page('c')); // 30 bytes: b goes
    expect((await pages.answer('a', async () => page('a'))).cached).toBe(true);
    expect((await pages.answer('b', async () => page('b'))).cached).toBe(false);
  });

  test('renders a page again once it is older than a shared cache may keep it', async () => {
    let now = 0;
    const pages = new RenderedPages(1000, 60_000, () => now);
    await pages.answer('a', async () => page('a'));
    now = 60_000;
    expect((await pages.answer('a', async () => page('a'))).cached).toBe(true);
    now = 60_001;
    expect((await pages.answer('a', async () => page('a'))).cached).toBe(false);
    expect((await pages.answer('a', async () => page('a'))).cached).toBe(true);
  });
});
