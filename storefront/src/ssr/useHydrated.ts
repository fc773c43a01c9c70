import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true otherwise. React hydrates each
 * on-demand part of the page after the rest has started (and its personal reads may have answered), so
 * what a component draws from personal state must wait for this, or its part would differ from the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
