/**
 * The shopper's shortlist lives in this browser only: no account needed, shared by every tab. This module
 * reads and watches it (the header needs no more); shortlistEdits.ts changes it.
 */
export const SHORTLIST_KEY = 'shop.shortlist';
/** The most pieces a viewing can be booked for (`productIds`, leads contract). */
export const SHORTLIST_LIMIT = 5;

/** What the comparison needs of a piece, copied when it is added and refreshed when it is seen again. */
export interface ShortlistItem {
  id: string;
  productType: string;
  name: string;
  stockNumber: string;
  price: number;
  salePrice: number | null;
  onSale: boolean;
  mainImage: string | null;
  /** The product page (diamonds /diamonds/:id, rings /rings/:id, other jewelry /jewelry/:id). */
  path: string;
  shape: string | null;
  carat: number | null;
  /** The colour grade, or the fancy colour of a fancy-colour diamond. */
  color: string | null;
  clarity: string | null;
  cut: string | null;
  lab: string | null;
  certificateNumber: string | null;
  metal: string | null;
  totalCaratWeight: number | null;
  measurements: string | null;
  polish: string | null;
  symmetry: string | null;
  fluorescence: string | null;
}

const isItem = (value: unknown): value is ShortlistItem => {
  const item = value as Partial<ShortlistItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.path === 'string' &&
    typeof item.price === 'number'
  );
};

/** What was stored, read defensively: another version of the shop (or a person) may have written it. */
function parse(raw: string | null): ShortlistItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    return value
      .filter((item): item is ShortlistItem => isItem(item) && !seen.has(item.id) && Boolean(seen.add(item.id)))
      .slice(0, SHORTLIST_LIMIT);
  } catch {
    return [];
  }
}

// When the browser refuses storage (private modes, quotas) the list still works for this page's life.
let memoryRaw: string | null = null;
let storageRefused = false;

function readRaw(): string | null {
  if (storageRefused) return memoryRaw;
  try {
    return window.localStorage.getItem(SHORTLIST_KEY);
  } catch {
    storageRefused = true;
    return memoryRaw;
  }
}

let snapshot: { raw: string | null; items: ShortlistItem[] } = { raw: null, items: [] };

/** The current list; the same array until the stored value changes (useSyncExternalStore needs that). */
export function getShortlist(): ShortlistItem[] {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, items: parse(raw) };
  return snapshot.items;
}

const listeners = new Set<() => void>();

/** Stores the list and tells every subscriber of this tab (other tabs hear the `storage` event). */
export function writeShortlist(items: ShortlistItem[]) {
  const raw = items.length ? JSON.stringify(items) : null;
  memoryRaw = raw;
  try {
    if (raw) window.localStorage.setItem(SHORTLIST_KEY, raw);
    else window.localStorage.removeItem(SHORTLIST_KEY);
  } catch {
    storageRefused = true; // kept in memory from now on
  }
  for (const listener of [...listeners]) listener();
}

/** Listens to changes made here and, through the `storage` event, in the shop's other tabs. */
export function subscribeShortlist(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SHORTLIST_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
