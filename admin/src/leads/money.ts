import { formatPrice as formatUsd } from '@gem-shop/widgets/catalog';

/**
 * USD as the shop writes it (decisions.md): '$12,345', cents only when not whole; missing → '$0'. The
 * spelling is the storefront's and the widgets' (`@gem-shop/widgets/catalog`); the console also takes the
 * API's decimal strings and shows a missing price as $0.
 */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = Number(value ?? 0);
  return formatUsd(Number.isFinite(amount) ? amount : 0);
}
