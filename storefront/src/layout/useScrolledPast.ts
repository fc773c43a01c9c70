import { useEffect, useState } from 'react';

/** True while the window is scrolled further down than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  // Not scrolled on the server, nor while hydrating its HTML: the effect reads the window right after.
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return scrolledPast;
}
