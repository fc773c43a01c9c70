/** USD as the shop writes it (decisions.md): '$12,345', cents only when not whole; missing → '$0'. */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = Number(value ?? 0);
  const safe = Number.isFinite(amount) ? amount : 0;
  const cents = Number.isInteger(safe) ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(safe);
}
