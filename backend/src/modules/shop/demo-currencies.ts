import { DisplayCurrencyCode, type DisplayCurrency } from './shop-money.js';
import type { ShopSettings } from './shop-settings.js';
import type { ShopSettingsRepository } from './shop-settings.repository.js';

/** Who the demo shop's display currencies read as saved by. */
const DEMO_CURRENCIES_SAVED_BY = 'Demo data';

/** Plausible rates per US dollar, and the browser languages each is the default for (issue 29). */
const DEMO_CURRENCIES: Array<Omit<DisplayCurrency, 'rateSetAt'>> = [
  { code: DisplayCurrencyCode.GBP, rate: 0.79, languages: ['en-GB'] },
  { code: DisplayCurrencyCode.EUR, rate: 0.92, languages: ['fr', 'de', 'es', 'it', 'nl'] },
  { code: DisplayCurrencyCode.CAD, rate: 1.39, languages: ['en-CA'] },
  { code: DisplayCurrencyCode.AUD, rate: 1.53, languages: ['en-AU'] },
];

/**
 * The demo shop shows prices in pounds, euros and Canadian and Australian dollars besides its own US
 * dollars, so the storefront's currency picker has choices. Only while staff have saved no settings: the
 * row then holds just these (the other fields keep following the defaults and the configuration), and
 * staff's first save replaces it. Rates are dated when written, so a demo left running for a week shows
 * the console's stale-rate warning, as a real shop would.
 */
export function loadDemoCurrencies(settings: ShopSettingsRepository, now = new Date()): Promise<void> {
  return settings.transaction(async () => {
    if (await settings.find()) return;
    const currencies = DEMO_CURRENCIES.map((currency) => ({ ...currency, rateSetAt: now.toISOString() }));
    settings.add({
      document: { currencies } as Partial<ShopSettings> as ShopSettings,
      updatedAt: now,
      updatedByName: DEMO_CURRENCIES_SAVED_BY,
    });
  });
}
