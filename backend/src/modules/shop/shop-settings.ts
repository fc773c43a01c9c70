import { isEmail } from 'class-validator';
import type { AppConfig } from '../../config/config.js';
import { addressFormat } from '../../common/text/index.js';
import { Weekday } from './dto/shop-info.dto.js';
import {
  DEFAULT_LOCALE,
  parseDisplayCurrencies,
  parseLocale,
  type DisplayCurrency,
  type ShopLocale,
} from './shop-money.js';

/**
 * The shop's facts staff edit in the console (issue 10, settings): one document, stored as one row.
 * Pure rules only: the defaults, the validation of a PUT body and the list of what changed.
 */

export const WEEKDAYS: readonly Weekday[] = [
  Weekday.Monday,
  Weekday.Tuesday,
  Weekday.Wednesday,
  Weekday.Thursday,
  Weekday.Friday,
  Weekday.Saturday,
  Weekday.Sunday,
];

export interface SettingsAddress {
  line1: string;
  line2?: string;
  city: string;
  /** County, state or province, as the country calls it; optional. */
  region?: string;
  postcode: string;
  country: string;
}

/** An open day has `open`/`close` ('HH:MM', close after open); a closed day only `closed: true`. */
export type SettingsDayHours =
  { day: Weekday; open: string; close: string; closed?: false } | { day: Weekday; closed: true };

export interface ShopSettings {
  name: string;
  phone: string;
  email: string;
  address: SettingsAddress;
  /** Monday first, one entry per weekday. */
  openingHours: SettingsDayHours[];
  /** IANA zone in which the opening hours and bookings are meant. */
  timeZone: string;
  /** Minutes a consultation must be booked ahead (0–10080). */
  bookingNoticeMinutes: number;
  /** Who receives a mail per new lead; empty: the shop's e-mail. */
  leadNotifyEmails: string[];
  /** When the shop answers a request, as the shopper reads it after "We will contact you" ('within one working day'). */
  replyTime: string;
  /** Currencies shoppers may read prices in besides USD, each with its rate (issue 29); empty: USD only. */
  currencies: DisplayCurrency[];
  /** How dates and numbers are written on the storefront and in e-mails (default the spec's en-US). */
  locale: ShopLocale;
  /** Days a piece may be returned or exchanged (About page, returns page). */
  returnDays: number;
  /** The shipping promise as shoppers read it ('Free worldwide shipping, insured and tracked'). */
  shippingPromise: string;
}

export const MAX_NOTICE_MINUTES = 7 * 24 * 60;
export const MAX_NOTIFY_EMAILS = 20;
export const DEFAULT_REPLY_TIME = 'within one working day';
const REPLY_TIME_MAX = 80;
export const DEFAULT_RETURN_DAYS = 30;
export const MAX_RETURN_DAYS = 365;
export const DEFAULT_SHIPPING_PROMISE = 'Free worldwide shipping, insured and tracked';
const SHIPPING_PROMISE_MAX = 120;

const WEEKDAY_HOURS = { open: '10:30', close: '18:30' };

/** The spec's values (spec 1 §2, §9): London showroom, Mon–Fri 10:30–18:30, Sat 10:30–17:30, Sunday closed, an hour's notice. */
export function defaultShopSettings(config: AppConfig): ShopSettings {
  return {
    name: config.shop.name,
    phone: '+44 20 7946 0958',
    email: 'hello@lumenjewelers.example',
    address: { line1: '12 Hatton Garden', city: 'London', postcode: 'EC1N 8AN', country: 'United Kingdom' },
    openingHours: [
      { day: Weekday.Monday, ...WEEKDAY_HOURS },
      { day: Weekday.Tuesday, ...WEEKDAY_HOURS },
      { day: Weekday.Wednesday, ...WEEKDAY_HOURS },
      { day: Weekday.Thursday, ...WEEKDAY_HOURS },
      { day: Weekday.Friday, ...WEEKDAY_HOURS },
      { day: Weekday.Saturday, open: '10:30', close: '17:30' },
      { day: Weekday.Sunday, closed: true },
    ],
    timeZone: config.shop.timeZone,
    bookingNoticeMinutes: 60,
    leadNotifyEmails: [...config.leads.notifyEmails],
    replyTime: DEFAULT_REPLY_TIME,
    currencies: [],
    locale: DEFAULT_LOCALE,
    returnDays: DEFAULT_RETURN_DAYS,
    shippingPromise: DEFAULT_SHIPPING_PROMISE,
  };
}

/** The zone's canonical spelling when `zone` is a real IANA zone ('europe/london' → 'Europe/London'), else null. */
export function ianaZone(zone: string): string | null {
  // Intl also takes offsets ('+01:00'): an offset is no zone, it has no daylight-saving rules.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const PHONE = /^\+?[\d\s().-]+$/;

export type SettingsErrors = Record<string, string>;

/** Day names as people (and schema.org) write them. */
export const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Fields the console receives with the settings and may send back; they are ignored. */
const READ_ONLY = new Set(['updatedAt', 'updatedBy']);
const FIELDS = new Set([
  'name',
  'phone',
  'email',
  'address',
  'openingHours',
  'timeZone',
  'bookingNoticeMinutes',
  'leadNotifyEmails',
  'replyTime',
  'currencies',
  'locale',
  'returnDays',
  'shippingPromise',
]);
const ADDRESS_FIELDS = new Set(['line1', 'line2', 'city', 'region', 'postcode', 'country']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A PUT body checked field by field: the settings to store, or every problem keyed by the field's path
 * ('address.city', 'openingHours.saturday.close', 'leadNotifyEmails.1'). Text is trimmed.
 */
export function parseShopSettings(
  body: unknown,
  now = new Date(),
): { settings: ShopSettings; errors: null } | { settings: null; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const input = isObject(body) ? body : {};
  for (const key of Object.keys(input)) {
    if (!FIELDS.has(key) && !READ_ONLY.has(key)) errors[key] = `Unknown field: ${key}`;
  }

  const text = (path: string, value: unknown, label: string, max: number, required = true): string => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (required) errors[path] = `${label} is required`;
      return '';
    }
    if (typeof value !== 'string') {
      errors[path] = `${label} must be text`;
      return '';
    }
    const trimmed = value.trim();
    if (trimmed.length > max) errors[path] = `${label} must be at most ${max} characters`;
    return trimmed;
  };

  const name = text('name', input.name, 'Shop name', 100);
  const phone = text('phone', input.phone, 'Phone number', 30);
  if (phone && !errors.phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 7))
    errors.phone = 'Please enter a valid phone number';
  const email = text('email', input.email, 'Email', 254);
  if (email && !errors.email && !isEmail(email)) errors.email = 'Please enter a valid email address';

  const address: SettingsAddress = { line1: '', city: '', postcode: '', country: '' };
  if (!isObject(input.address)) {
    errors.address = 'Showroom address is required';
  } else {
    for (const key of Object.keys(input.address)) {
      if (!ADDRESS_FIELDS.has(key)) errors[`address.${key}`] = `Unknown field: address.${key}`;
    }
    address.line1 = text('address.line1', input.address.line1, 'Address line 1', 200);
    const line2 = text('address.line2', input.address.line2, 'Address line 2', 200, false);
    if (line2) address.line2 = line2;
    address.city = text('address.city', input.address.city, 'City', 100);
    // The country's own words ('ZIP code is required'), as the console labels the fields.
    const words = addressFormat(typeof input.address.country === 'string' ? input.address.country : '');
    const region = text('address.region', input.address.region, words.region, 100, false);
    if (region) address.region = region;
    address.postcode = text('address.postcode', input.address.postcode, words.postcode, 20);
    address.country = text('address.country', input.address.country, 'Country', 100);
  }

  const openingHours = parseOpeningHours(input.openingHours, errors);

  let timeZone = '';
  if (typeof input.timeZone !== 'string' || !input.timeZone.trim()) {
    errors.timeZone = 'Time zone is required';
  } else {
    const zone = ianaZone(input.timeZone.trim());
    if (zone) timeZone = zone;
    else
      errors.timeZone = `Unknown time zone "${input.timeZone.trim()}": choose an IANA time zone such as Europe/London`;
  }

  const notice = input.bookingNoticeMinutes;
  let bookingNoticeMinutes = 0;
  if (notice === undefined || notice === null || notice === '') {
    errors.bookingNoticeMinutes = 'Minimum booking notice is required';
  } else if (typeof notice !== 'number' || !Number.isInteger(notice) || notice < 0 || notice > MAX_NOTICE_MINUTES) {
    errors.bookingNoticeMinutes = `Minimum booking notice must be a whole number of minutes from 0 to ${MAX_NOTICE_MINUTES} (7 days)`;
  } else {
    bookingNoticeMinutes = notice;
  }

  const leadNotifyEmails: string[] = [];
  const recipients = input.leadNotifyEmails ?? [];
  if (!Array.isArray(recipients)) {
    errors.leadNotifyEmails = 'Notification addresses must be a list of e-mail addresses';
  } else if (recipients.length > MAX_NOTIFY_EMAILS) {
    errors.leadNotifyEmails = `At most ${MAX_NOTIFY_EMAILS} notification addresses`;
  } else {
    const seen = new Set<string>();
    recipients.forEach((value, index) => {
      const address = typeof value === 'string' ? value.trim() : '';
      if (!address) errors[`leadNotifyEmails.${index}`] = 'Email is required';
      else if (address.length > 254 || !isEmail(address))
        errors[`leadNotifyEmails.${index}`] = 'Please enter a valid email address';
      else if (seen.has(address.toLowerCase()))
        errors[`leadNotifyEmails.${index}`] = 'This address is already in the list';
      else {
        seen.add(address.toLowerCase());
        leadNotifyEmails.push(address);
      }
    });
  }

  // Absent (a console from before it existed): the default.
  const replyTime =
    input.replyTime === undefined
      ? DEFAULT_REPLY_TIME
      : text('replyTime', input.replyTime, 'Reply time', REPLY_TIME_MAX);

  // Fields added by issue 29: absent (a console from before them) takes the default.
  const currencies = parseDisplayCurrencies(input.currencies, errors, now);
  const locale = parseLocale(input.locale, errors);
  let returnDays = DEFAULT_RETURN_DAYS;
  if (input.returnDays !== undefined && input.returnDays !== null) {
    const days = input.returnDays;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > MAX_RETURN_DAYS)
      errors.returnDays = `Return period must be a whole number of days from 0 to ${MAX_RETURN_DAYS}`;
    else returnDays = days;
  }
  const shippingPromise =
    input.shippingPromise === undefined
      ? DEFAULT_SHIPPING_PROMISE
      : text('shippingPromise', input.shippingPromise, 'Shipping promise', SHIPPING_PROMISE_MAX);

  if (Object.keys(errors).length) return { settings: null, errors };
  return {
    settings: {
      name,
      phone,
      email,
      address,
      openingHours,
      timeZone,
      bookingNoticeMinutes,
      leadNotifyEmails,
      replyTime,
      currencies,
      locale,
      returnDays,
      shippingPromise,
    },
    errors: null,
  };
}

function parseOpeningHours(value: unknown, errors: SettingsErrors): SettingsDayHours[] {
  if (!Array.isArray(value)) {
    errors.openingHours = 'Opening hours are required: one entry per weekday';
    return [];
  }
  const byDay = new Map<Weekday, Record<string, unknown>>();
  for (const entry of value) {
    const day = isObject(entry) ? entry.day : undefined;
    if (typeof day !== 'string' || !WEEKDAYS.includes(day as Weekday)) {
      errors.openingHours = `Unknown day "${String(day)}": days are ${WEEKDAYS.join(', ')}`;
      return [];
    }
    if (byDay.has(day as Weekday)) {
      errors.openingHours = `${DAY_NAMES[day as Weekday]} is listed twice`;
      return [];
    }
    byDay.set(day as Weekday, entry as Record<string, unknown>);
  }
  const missing = WEEKDAYS.filter((day) => !byDay.has(day));
  if (missing.length) {
    errors.openingHours = `Opening hours are missing for ${missing.map((day) => DAY_NAMES[day]).join(', ')}`;
    return [];
  }
  return WEEKDAYS.map((day) => {
    const entry = byDay.get(day)!;
    const path = `openingHours.${day}`;
    if (entry.closed !== undefined && typeof entry.closed !== 'boolean')
      errors[`${path}.closed`] = 'Closed must be true or false';
    if (entry.closed === true) return { day, closed: true as const };
    const time = (key: 'open' | 'close', label: string): string => {
      const raw = entry[key];
      if (raw === undefined || raw === null || raw === '')
        errors[`${path}.${key}`] = `${DAY_NAMES[day]} ${label} time is required (or mark the day closed)`;
      else if (typeof raw !== 'string' || !TIME.test(raw))
        errors[`${path}.${key}`] = `${DAY_NAMES[day]} ${label} time must be a 24-hour time like 10:30`;
      else return raw;
      return '';
    };
    const open = time('open', 'opening');
    const close = time('close', 'closing');
    if (open && close && close <= open)
      errors[`${path}.close`] = `${DAY_NAMES[day]} closing time must be after the opening time`;
    return { day, open, close };
  });
}

export interface SettingsChange {
  /** 'name', 'address.city', 'openingHours.saturday', 'leadNotifyEmails' … */
  field: string;
  before: unknown;
  after: unknown;
}

/** What differs between two documents, one entry per field (address lines and weekdays each on their own). */
export function settingsChanges(before: ShopSettings, after: ShopSettings): SettingsChange[] {
  const changes: SettingsChange[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const compare = (field: string, a: unknown, b: unknown) => {
    if (!same(a, b)) changes.push({ field, before: a ?? null, after: b ?? null });
  };
  compare('name', before.name, after.name);
  compare('phone', before.phone, after.phone);
  compare('email', before.email, after.email);
  for (const key of ['line1', 'line2', 'city', 'region', 'postcode', 'country'] as const)
    compare(`address.${key}`, before.address[key], after.address[key]);
  for (const day of WEEKDAYS) {
    compare(`openingHours.${day}`, dayValue(before.openingHours, day), dayValue(after.openingHours, day));
  }
  compare('timeZone', before.timeZone, after.timeZone);
  compare('bookingNoticeMinutes', before.bookingNoticeMinutes, after.bookingNoticeMinutes);
  compare('leadNotifyEmails', before.leadNotifyEmails, after.leadNotifyEmails);
  compare('replyTime', before.replyTime, after.replyTime);
  for (const code of new Set([...before.currencies, ...after.currencies].map((currency) => currency.code))) {
    // Rebuilt in one key order: jsonb does not keep the order the document was written in.
    const find = (list: DisplayCurrency[]) => {
      const found = list.find((currency) => currency.code === code);
      return found && { code, rate: found.rate, rateSetAt: found.rateSetAt, languages: found.languages };
    };
    compare(`currencies.${code}`, find(before.currencies), find(after.currencies));
  }
  compare('locale', before.locale, after.locale);
  compare('returnDays', before.returnDays, after.returnDays);
  compare('shippingPromise', before.shippingPromise, after.shippingPromise);
  return changes;
}

/** A day's hours as the audit shows them: { open, close } or { closed: true }. */
function dayValue(hours: SettingsDayHours[], day: Weekday): unknown {
  const entry = hours.find((item) => item.day === day);
  if (!entry) return null;
  return entry.closed ? { closed: true } : { open: entry.open, close: entry.close };
}
