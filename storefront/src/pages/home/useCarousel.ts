import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked for less motion; follows the setting if it changes while the page is open. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

interface CarouselOptions {
  /** How many slides (or pages) there are. */
  count: number;
  /** Milliseconds between automatic moves; leave out for a carousel that only moves when asked. */
  autoplayMs?: number;
}

/**
 * The state shared by the home page's hero slider and its two carousels: which slide shows, moving
 * by arrows and dots, and autoplay. Autoplay waits while the pointer is over the carousel or focus
 * is inside it (WAI-ARIA carousel pattern), stops for good when the visitor presses Pause (WCAG 2.2.2),
 * and never starts for visitors who prefer reduced motion.
 */
export function useCarousel({ count, autoplayMs }: CarouselOptions) {
  const [chosen, setChosen] = useState(0);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  // The list may shrink under the chosen slide (defaults replaced by the shop's own content).
  const index = count > 0 ? Math.min(chosen, count - 1) : 0;
  const goTo = useCallback((target: number) => setChosen(((target % count) + count) % count), [count]);

  const canAutoplay = autoplayMs !== undefined && count > 1 && !reducedMotion;
  const rotating = canAutoplay && !stoppedByVisitor && !pointerInside && !focusInside;

  // A fresh timer per slide: after a manual move the next automatic one waits the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => goTo(index + 1), autoplayMs);
    return () => clearTimeout(timer);
  }, [rotating, index, autoplayMs, goTo]);

  return {
    index,
    count,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    /** Whether this carousel offers a Pause/Play button (it would rotate on its own). */
    canAutoplay,
    rotating,
    stoppedByVisitor,
    toggleRotation: () => setStoppedByVisitor((stopped) => !stopped),
    /** Spread on the element around the slides: announces a slide the visitor chose, not automatic moves. */
    liveRegion: { 'aria-live': rotating ? ('off' as const) : ('polite' as const) },
    /** Spread on each slide: only the current one is seen, read and reachable by Tab. */
    slideProps: (slide: number) => ({
      role: 'group',
      'aria-roledescription': 'slide',
      'aria-label': `${slide + 1} of ${count}`,
      'aria-hidden': slide === index ? undefined : true,
      inert: slide !== index,
    }),
    /** Spread on the carousel's outer element. */
    pauseHandlers: {
      onMouseEnter: () => setPointerInside(true),
      onMouseLeave: () => setPointerInside(false),
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      },
    },
  };
}

export type Carousel = ReturnType<typeof useCarousel>;
