import { useEffect, useState } from 'react';

/** Spec 1 §8: a hovered card shows its gallery in turn, one picture every 1.5 s. */
export const IMAGE_CYCLE_MS = 1500;

/**
 * Index of the picture to show: 0 at rest, then the next one every `IMAGE_CYCLE_MS` while `active`.
 * People who ask for reduced motion keep the main picture.
 */
export function useImageCycle(count: number, active: boolean): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    setIndex(0);
    if (!active || count < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), IMAGE_CYCLE_MS);
    return () => clearInterval(timer);
  }, [active, count]);

  return Math.min(index, Math.max(count - 1, 0));
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
