import { useEffect, useState, type RefObject } from 'react';

export interface SideScroll {
  /** The content is wider than its box: it scrolls sideways. */
  overflows: boolean;
  /** There is more to see on the left (it has been scrolled) or on the right. */
  moreLeft: boolean;
  moreRight: boolean;
}

const AT_REST: SideScroll = { overflows: false, moreLeft: false, moreRight: false };

/** Whether a box scrolls sideways and which way there is more, followed as it scrolls or changes size. */
export function useSideScroll(ref: RefObject<HTMLElement | null>): SideScroll {
  const [state, setState] = useState<SideScroll>(AT_REST);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      // A pixel of rounding is not more to see.
      const next = { overflows: hidden > 1, moreLeft: box.scrollLeft > 1, moreRight: hidden - box.scrollLeft > 1 };
      setState((current) =>
        current.overflows === next.overflows &&
        current.moreLeft === next.moreLeft &&
        current.moreRight === next.moreRight
          ? current
          : next,
      );
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resizes?.observe(box);
    if (box.firstElementChild) resizes?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      resizes?.disconnect();
    };
  }, [ref]);
  return state;
}
