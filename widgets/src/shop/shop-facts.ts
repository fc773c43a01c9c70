import { WEEKDAYS, type Shop, type ShopLocale } from '../api/client';

export type { Shop };
export type ShopAddress = Shop['address'];
/** One day of the week as GET /api/shop sends it; `open`/`close` are 24-hour 'HH:mm' in the shop's time zone. */
export type DayHours = Shop['openingHours'][number];
export type Weekday = DayHours['day'];

/** How dates are written until the shop's settings say otherwise: the specification's US English (settings `locale`). */
export const DEFAULT_LOCALE: ShopLocale = 'en-US';

/** Monday to Sunday: the API's list (generated vocabulary), which the opening hours follow. */
export { WEEKDAYS };

/** Each weekday as people write it. */
export const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** 'tel:' target for a phone number written for people ('+44 20 7946 0958' → 'tel:+442079460958'). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The spec's shop facts (spec 1 §2 footer and contact page): what the server sends until staff change them. */
export const defaultShop: Shop = {
  name: 'Lumen Jewelers',
  phone: '+44 20 7946 0958',
  email: 'hello@lumenjewelers.example',
  address: { line1: '12 Hatton Garden', city: 'London', postcode: 'EC1N 8AN', country: 'United Kingdom' },
  timeZone: 'Europe/London',
  openingHours: [
    { day: 'monday', open: '10:30', close: '18:30' },
    { day: 'tuesday', open: '10:30', close: '18:30' },
    { day: 'wednesday', open: '10:30', close: '18:30' },
    { day: 'thursday', open: '10:30', close: '18:30' },
    { day: 'friday', open: '10:30', close: '18:30' },
    { day: 'saturday', open: '10:30', close: '17:30' },
    { day: 'sunday', closed: true },
  ],
  bookingNoticeMinutes: 60,
  replyTime: 'within one working day',
  currencies: [],
  locale: DEFAULT_LOCALE,
  returnDays: 30,
  shippingPromise: 'Free worldwide shipping, insured and tracked',
};
