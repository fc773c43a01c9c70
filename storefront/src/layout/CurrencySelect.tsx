import { useId } from 'react';
import { chooseCurrency, useMoneyDisplay } from '../shop/currency';
import { useShopInfo } from '../shop/shopInfo';

/**
 * 'Currency': US dollars (the shop's own) or a currency staff enabled (issue 29); the choice is kept in this
 * browser and every price follows at once. Nothing when staff enabled none.
 */
export function CurrencySelect({ className }: { className: string }) {
  const id = useId();
  const { currencies } = useShopInfo();
  const display = useMoneyDisplay();
  if (!currencies.length) return null;
  return (
    <div className={`currency-select ${className}`}>
      <label htmlFor={id}>Currency</label>
      <select id={id} value={display?.currency ?? 'USD'} onChange={(event) => chooseCurrency(event.target.value)}>
        {['USD', ...currencies.map(({ code }) => code)].map((code) => (
          <option key={code}>{code}</option>
        ))}
      </select>
    </div>
  );
}
