const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A price as the storefront writes it (decisions.md "Catalogue"): US dollars, `$12,345`, with cents
 * only when the amount is not whole (`$1,002.50`). The one money format of every server-written text.
 */
export function formatPrice(amount: number): string {
  // Judged on the amount rounded to cents, so 1002.001 reads `$1,002` rather than `$1,002.00`.
  const cents = Math.round(amount * 100);
  return (cents % 100 === 0 ? whole : withCents).format(cents / 100);
}
