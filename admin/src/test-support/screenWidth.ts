import { afterEach } from '@jest/globals';

/**
 * Makes `window.matchMedia` answer as a window `width` px wide (jsdom has none, so MUI's useMediaQuery
 * answers false everywhere). Only the min-width and max-width queries MUI's breakpoints write are read.
 * Removed again after each test.
 */
export function setScreenWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
      bound === 'min' ? width >= Number(px) : width <= Number(px),
    );
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia; put it back the way it was.
  delete window.matchMedia;
});
