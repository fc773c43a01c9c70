import { moneyDisplayFor } from '../catalog';
import { useShop } from './shop-info/use-shop';

/** The attribute that names the currency a widget shows prices in ('GBP'); absent: the browser languages' one. */
export const CURRENCY_ATTRIBUTE = 'data-currency';

/**
 * GET /api/shop, and the currency prices are shown in: `asked` when staff enabled it, else the one staff tied to
 * the browser's languages, else US dollars (display undefined, also while the shop loads or cannot be read).
 * Nothing is asked while `wanted` is false.
 */
export function useMoneyDisplay(apiBase: string, asked: string | null, wanted = true) {
  const shop = useShop(apiBase, wanted);
  const display = shop.status === 'ready' ? moneyDisplayFor(shop.data, asked, navigator.languages) : undefined;
  return { shop, display };
}
