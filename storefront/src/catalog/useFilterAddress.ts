import { useSearchParams } from 'react-router';

/**
 * The catalogue filters live in the address, so every search can be shared. A change replaces the
 * history entry rather than adding one (Back leaves the page instead of undoing a click) and keeps the
 * scroll position, so the shopper stays at the filter they just used.
 */
export function useFilterAddress() {
  const [params, setParams] = useSearchParams();
  const setFilterParams = (next: URLSearchParams) => setParams(next, { replace: true, preventScrollReset: true });
  return [params, setFilterParams] as const;
}
