/** Monday to Sunday: the API's list (generated vocabulary). */
import { WEEKDAYS, type ShopLocale, type Weekday } from '@gem-shop/widgets/api';
import type { DisplayCurrency } from './currencyRates';

export { WEEKDAYS, type ShopLocale, type Weekday };

export type DayHours = { day: Weekday; open?: string; close?: string; closed?: boolean };

/** The document of GET/PUT /api/admin/settings (backend shop-settings.ts), read and saved by the data provider as the record `settings/shop`. */
export interface ShopSettings {
  name: string;
  phone: string;
  email: string;
  /** `region`: county, state or province, labelled for the country (optional). */
  address: { line1: string; line2?: string; city: string; region?: string; postcode: string; country: string };
  openingHours: DayHours[];
  timeZone: string;
  bookingNoticeMinutes: number;
  leadNotifyEmails: string[];
  /** When the shop gets in touch about a request ('within one working day'), as shoppers read it. */
  replyTime: string;
  /** How dates are written on the storefront and in e-mails (the console keeps its own). */
  locale: ShopLocale;
  /** Days a piece may be returned (About page, returns page); 0–365. */
  returnDays: number;
  /** The shipping promise shoppers read ('Free worldwide shipping, insured and tracked'). */
  shippingPromise: string;
  /** Currencies shoppers may read prices in besides USD, each with its rate (issue 29). */
  currencies: DisplayCurrency[];
}

export interface SavedSettings extends ShopSettings {
  updatedAt: string | null;
  updatedBy: { name: string; email: string } | null;
}
