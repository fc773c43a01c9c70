import { formatPrice as formatUsd } from '@gem-shop/widgets/catalog';
import type { DisplayCurrencyCode } from '@gem-shop/widgets/api';

/**
 * USD as the shop writes it (decisions.md): '$12,345', cents only when not whole; missing → '$0'. The
 * spelling is the storefront's and the widgets' (`@gem-shop/widgets/catalog`); the console also takes the
 * API's decimal strings and shows a missing price as $0.
 */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = Number(value ?? 0);
  return formatUsd(Number.isFinite(amount) ? amount : 0);
}

/** The currency a request's shopper read prices in, and its rate then (issue 29): recorded by the server. */
export interface ShownCurrency {
  shownCurrency?: string | null;
  shownRate?: number | string | null;
}

/**
 * A request's price as its shopper read it ('£1,936'), converted from the USD price at the recorded rate
 * by the one money format; null when they read the shop's US dollars (or the request predates the record).
 */
export function shownPrice(amountUsd: number | string | null | undefined, shown: ShownCurrency): string | null {
  const rate = Number(shown.shownRate);
  if (!shown.shownCurrency || shown.shownCurrency === 'USD' || !(rate > 0)) return null;
  const amount = Number(amountUsd ?? 0);
  return formatUsd(Number.isFinite(amount) ? amount : 0, {
    currency: shown.shownCurrency as DisplayCurrencyCode,
    rate,
    locale: 'en-US',
  });
}

/** The USD price, with the one the shopper read after it when that differs: '$2,450 (shown €2,254)'. */
export function priceAndShown(amountUsd: number | string | null | undefined, shown: ShownCurrency): string {
  const other = shownPrice(amountUsd, shown);
  return other ? `${formatPrice(amountUsd)} (shown ${other})` : formatPrice(amountUsd);
}
