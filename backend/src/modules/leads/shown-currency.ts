import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { convertPrice, formatPrice } from '../../common/text/index.js';
import { SHOP_CURRENCY, type ShopInfoDto } from '../shop/index.js';
import { OptionalTrimmed } from './lead-fields.js';

/**
 * The currency a shopper read a request's prices in (issue 29), as the request records it: the code and
 * the rate in force when it was sent. The server takes the rate from the settings, never from the client.
 */
export interface ShownCurrency {
  shownCurrency: string;
  /** Units of `shownCurrency` per US dollar (1 for USD). */
  shownRate: number;
}

/** The request forms' `currency` field: which of the shop's currencies the shopper read prices in. */
export const ShownCurrencyField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      example: 'GBP',
      description:
        'The currency the shopper read prices in: USD (the shop’s, the default) or one enabled in the settings (GET /api/shop currencies). The server records the rate in force and the prices as shown.',
    }),
    OptionalTrimmed(),
    IsOptional(),
    IsString({ message: 'Currency must be a currency code such as USD' }),
  );

/** The currency `code` as the shop shows it now; a currency the settings do not enable is a 400 naming it. */
export function shownCurrencyOf(shop: ShopInfoDto, code: string | undefined): ShownCurrency {
  const wanted = (code ?? SHOP_CURRENCY).toUpperCase();
  if (wanted === SHOP_CURRENCY) return { shownCurrency: SHOP_CURRENCY, shownRate: 1 };
  const enabled = shop.currencies.find((currency) => currency.code === wanted);
  if (enabled) return { shownCurrency: enabled.code, shownRate: enabled.rate };
  const choices = [SHOP_CURRENCY, ...shop.currencies.map((currency) => currency.code)].join(', ');
  const message = `Prices are not shown in ${wanted.slice(0, 10)}: choose one of ${choices}`;
  throw new BadRequestException({ message, errors: { currency: message } });
}

/** A US-dollar price as the shopper read it: converted to whole units, or the price itself in USD. */
export function shownPriceOf(amountUsd: number, shown: ShownCurrency): number {
  return shown.shownCurrency === SHOP_CURRENCY ? amountUsd : convertPrice(amountUsd, shown.shownRate);
}

/**
 * A price in an e-mail: the shown one first, then the shop's own, "£1,234 (US$1,562, the shop's price)";
 * only the USD price when that is what the shopper read.
 */
export function bothPrices(amountUsd: number, shown: ShownCurrency, locale: string): string {
  const usd = formatPrice(amountUsd, { currency: SHOP_CURRENCY, rate: 1, locale });
  if (shown.shownCurrency === SHOP_CURRENCY) return usd;
  const display = { currency: shown.shownCurrency, rate: shown.shownRate, locale };
  return `${formatPrice(amountUsd, display)} (${usd}, the shop's price)`;
}
