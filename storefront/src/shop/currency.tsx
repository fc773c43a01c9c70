import { useSyncExternalStore } from 'react';
import { approximatePricesNote, moneyDisplayFor, type MoneyDisplay } from '@gem-shop/widgets/catalog';
import { useShopInfo } from './shopInfo';

/**
 * The currency the shopper reads prices in (issue 29): their choice in the header, kept in this browser and
 * shared by every tab; until they choose, the one staff tie to the browser's languages. Prices stay US dollars
 * on the server; the page renders in dollars first and converts once hydrated (the choice is the browser's).
 */
export const CURRENCY_KEY = 'shop.currency';

const listeners = new Set<() => void>();
// The choice still holds for this page's life when the browser refuses storage.
let memory: string | null = null;

function readChoice(): string | null {
  try {
    return localStorage.getItem(CURRENCY_KEY);
  } catch {
    return memory;
  }
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => (event.key === CURRENCY_KEY || event.key === null) && listener();
  listeners.add(listener);
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

/** Keeps `code` ('USD' for the shop's own dollars) as the shopper's choice and shows every price in it. */
export function chooseCurrency(code: string) {
  memory = code;
  try {
    localStorage.setItem(CURRENCY_KEY, code);
  } catch {
    // kept in memory
  }
  listeners.forEach((listener) => listener());
}

// Joined, so the snapshot is a string that stays equal while the languages do.
const browserLanguages = () => navigator.languages.join();

/** The currency prices are shown in now; undefined: US dollars (also on the server and before hydration). */
export function useMoneyDisplay(): MoneyDisplay | undefined {
  const shop = useShopInfo();
  const choice = useSyncExternalStore(subscribe, readChoice, () => null);
  const languages = useSyncExternalStore(subscribe, browserLanguages, () => '');
  return moneyDisplayFor(shop, choice, languages.split(','));
}

/** One line near a list of converted prices; nothing while prices are in dollars. */
export function PricesNote() {
  const display = useMoneyDisplay();
  return display ? <p className="prices-note">{approximatePricesNote(display)}</p> : null;
}
