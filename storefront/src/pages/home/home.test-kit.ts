import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import type { ImageVariants } from './homeContentTypes';

/** Lets fetch answers and React Query's notifications (a zero-delay timer) through under fake timers. */
export async function settle() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

export async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Makes `prefers-reduced-motion: reduce` match (jsdom has no matchMedia at all). */
export function preferReducedMotion() {
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

export function variantsOf(name: string): ImageVariants {
  const base = `http://shop.test/media/${name}`;
  return { thumbnail: `${base}-thumbnail.webp`, card: `${base}-card.webp`, large: `${base}-large.webp` };
}
