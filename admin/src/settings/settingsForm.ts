import { toCurrencyRows, toDisplayCurrencies, type CurrencyRow } from './currencyRates';
import { WEEKDAYS, type SavedSettings, type ShopLocale, type ShopSettings, type Weekday } from './settingsApi';

/** One weekday as the form edits it: the times stay while the day is marked closed, so unticking brings them back. */
export interface DayRow {
  closed: boolean;
  open: string;
  close: string;
}

/**
 * The form's values: every text as typed (the server trims and checks). Shaped like the API's field
 * paths ('address.city', 'openingHours.saturday.close', 'leadNotifyEmails.1'), so the server's
 * messages land on the fields they name.
 */
export interface SettingsFormValues {
  name: string;
  phone: string;
  email: string;
  address: { line1: string; line2: string; city: string; region: string; postcode: string; country: string };
  openingHours: Record<Weekday, DayRow>;
  timeZone: string;
  /** As typed; sent as a number. */
  bookingNoticeMinutes: string;
  leadNotifyEmails: string[];
  replyTime: string;
  locale: ShopLocale;
  /** As typed; sent as a number. */
  returnDays: string;
  shippingPromise: string;
  currencies: CurrencyRow[];
}

export { DAY_NAMES } from '@gem-shop/widgets/shop';

/** What a closed day offers when staff open it. */
const NEW_DAY = { open: '10:30', close: '17:30' };

export function toFormValues(settings: SavedSettings | ShopSettings): SettingsFormValues {
  return {
    name: settings.name,
    phone: settings.phone,
    email: settings.email,
    address: {
      line1: settings.address.line1,
      line2: settings.address.line2 ?? '',
      city: settings.address.city,
      region: settings.address.region ?? '',
      postcode: settings.address.postcode,
      country: settings.address.country,
    },
    openingHours: Object.fromEntries(
      WEEKDAYS.map((day): [Weekday, DayRow] => {
        const entry = settings.openingHours.find((hours) => hours.day === day);
        if (!entry || entry.closed || !entry.open || !entry.close) return [day, { closed: true, ...NEW_DAY }];
        return [day, { closed: false, open: entry.open, close: entry.close }];
      }),
    ) as Record<Weekday, DayRow>,
    timeZone: settings.timeZone,
    bookingNoticeMinutes: String(settings.bookingNoticeMinutes),
    leadNotifyEmails: [...settings.leadNotifyEmails],
    replyTime: settings.replyTime,
    locale: settings.locale,
    returnDays: String(settings.returnDays),
    shippingPromise: settings.shippingPromise,
    currencies: toCurrencyRows(settings.currencies),
  };
}

/** A number as typed; what is not one is sent as typed, so the server's message lands on the field. */
const asNumber = (typed: string) => {
  const text = typed.trim();
  return (text !== '' && Number.isFinite(Number(text)) ? Number(text) : text) as number;
};

/** The PUT body. */
export function toSettings(values: SettingsFormValues): ShopSettings {
  return {
    name: values.name,
    phone: values.phone,
    email: values.email,
    address: {
      line1: values.address.line1,
      ...(values.address.line2.trim() ? { line2: values.address.line2 } : {}),
      city: values.address.city,
      ...(values.address.region.trim() ? { region: values.address.region } : {}),
      postcode: values.address.postcode,
      country: values.address.country,
    },
    openingHours: WEEKDAYS.map((day) => {
      const row = values.openingHours[day];
      return row.closed ? { day, closed: true } : { day, open: row.open, close: row.close };
    }),
    timeZone: values.timeZone,
    bookingNoticeMinutes: asNumber(values.bookingNoticeMinutes),
    leadNotifyEmails: values.leadNotifyEmails,
    replyTime: values.replyTime,
    locale: values.locale,
    returnDays: asNumber(values.returnDays),
    shippingPromise: values.shippingPromise,
    currencies: toDisplayCurrencies(values.currencies),
  };
}

/** The fields the server may name that the form shows under themselves. */
const FIELD_PATHS = new Set([
  'name',
  'phone',
  'email',
  'address.line1',
  'address.line2',
  'address.city',
  'address.region',
  'address.postcode',
  'address.country',
  'timeZone',
  'bookingNoticeMinutes',
  'replyTime',
  'locale',
  'returnDays',
  'shippingPromise',
]);

/**
 * The server's per-field messages as the form's errors: a field's path stays (the weekday rows and the
 * addresses are matched by their own path); a message about the hours or the addresses as a whole,
 * and any other, goes under `root.` so that editing a field never clears it.
 */
export function formErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const field = (path: string) =>
    FIELD_PATHS.has(path) ||
    path.startsWith('openingHours.') ||
    path.startsWith('leadNotifyEmails.') ||
    /^currencies\.\d+\.(code|rate|rateSetAt|languages)$/.test(path);
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([path, message]) => {
      // A currency's languages are one field: the message on one of them (it names the tag) goes under it.
      const at = path.replace(/^(currencies\.\d+\.languages)\.\d+$/, '$1');
      return [field(at) ? at : `root.${path}`, message];
    }),
  );
}

/** Every IANA zone this browser knows, with `current` kept even when it does not know it. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...zones, 'UTC']);
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** '60' → '1 hour', '1440' → '1 day', '90' → '1 h 30 min': what the number means, under the field. */
export function noticeHint(value: string): string {
  const minutes = Number(value);
  if (value.trim() === '' || !Number.isInteger(minutes) || minutes < 0)
    return 'In minutes, from 0 (none) to 10080 (7 days)';
  if (minutes === 0) return 'No notice: any future time can be booked';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days && `${days} day${days === 1 ? '' : 's'}`,
    hours && `${hours} hour${hours === 1 ? '' : 's'}`,
    rest && `${rest} min`,
  ].filter(Boolean);
  return `Bookings at least ${parts.join(' ')} ahead`;
}
