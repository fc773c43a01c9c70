import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_ADMIN } from '../src/config/config.js';
import { LeadNotification } from '../src/modules/leads/entities/lead-notification.entity.js';
import { ShopSettingsAuditEntry, ShopSettingsRecord } from '../src/modules/shop/entities/index.js';
import { SETTINGS_CACHE_MS, ShopSettingsService } from '../src/modules/shop/shop-settings.service.js';
import { appointmentBody, closeAfterRelay, contactBody, setNow } from './support/leads.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

const DEFAULT_HOURS = [
  { day: 'monday', open: '10:30', close: '18:30' },
  { day: 'tuesday', open: '10:30', close: '18:30' },
  { day: 'wednesday', open: '10:30', close: '18:30' },
  { day: 'thursday', open: '10:30', close: '18:30' },
  { day: 'friday', open: '10:30', close: '18:30' },
  { day: 'saturday', open: '10:30', close: '17:30' },
  { day: 'sunday', closed: true },
];

/** A valid document: the defaults with `overrides`. */
const settingsBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lumen Jewelers',
  phone: '+44 20 7946 0958',
  email: 'hello@lumenjewelers.example',
  address: { line1: '12 Hatton Garden', city: 'London', postcode: 'EC1N 8AN', country: 'United Kingdom' },
  openingHours: DEFAULT_HOURS,
  timeZone: 'Europe/London',
  bookingNoticeMinutes: 60,
  leadNotifyEmails: [],
  replyTime: 'within one working day',
  currencies: [],
  locale: 'en-US',
  returnDays: 30,
  shippingPromise: 'Free worldwide shipping, insured and tracked',
  ...overrides,
});

const withDay = (day: string, hours: Record<string, unknown>) =>
  DEFAULT_HOURS.map((entry) => (entry.day === day ? { day, ...hours } : entry));

describe('shop settings', () => {
  let shop: TestApp;
  /** A second API process on the same database. */
  let other: TestApp;
  const em = () => shop.app.get(EntityManager).fork();
  let auth: { Authorization: string };
  const put = (body: unknown) =>
    shop.http
      .put('/api/admin/settings')
      .set(auth)
      .send(body as object);
  const errorsOf = async (body: unknown) => {
    const response = await put(body);
    expect(response.status).toBe(400);
    return response.body.errors as Record<string, string>;
  };

  beforeAll(async () => {
    shop = await createTestApp({
      LEAD_RATE_LIMIT_PER_IP: '100000/1h',
      LEAD_NOTIFY_EMAILS: 'owner@shop.test',
      SHOP_TIME_ZONE: 'Europe/London',
    });
    other = await createTestApp({ LEAD_NOTIFY_EMAILS: 'owner@shop.test' });
    // The jest database is shared by every test file: start from the defaults, leave them behind.
    await em().nativeDelete(ShopSettingsRecord, {});
    // Each process may have read the demo shop's settings while starting.
    for (const app of [shop, other]) app.app.get(ShopSettingsService).invalidate();
    auth = await shop.adminAuth();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await em().nativeDelete(ShopSettingsRecord, {});
    await other.close();
    await closeAfterRelay(shop);
  });

  test('staff only: anonymous callers get 401, customers 403', async () => {
    await shop.http.get('/api/admin/settings').expect(401);
    await shop.http.put('/api/admin/settings').send(settingsBody()).expect(401);
    const customer = await registerCustomer(shop);
    await shop.http.get('/api/admin/settings').set(customer.auth).expect(403);
    await shop.http.get('/api/admin/settings/history').set(customer.auth).expect(403);
  });

  test('before any save: the spec’s defaults, with the zone and recipients from the configuration', async () => {
    const { body } = await shop.http
      .get('/api/admin/settings')
      .set(await shop.adminAuth())
      .expect(200);
    expect(body).toEqual({
      ...settingsBody(),
      leadNotifyEmails: ['owner@shop.test'],
      updatedAt: null,
      updatedBy: null,
    });
    const publicInfo = await shop.http.get('/api/shop').expect(200);
    expect(publicInfo.body).toEqual({
      name: 'Lumen Jewelers',
      phone: '+44 20 7946 0958',
      email: 'hello@lumenjewelers.example',
      address: { line1: '12 Hatton Garden', city: 'London', postcode: 'EC1N 8AN', country: 'United Kingdom' },
      timeZone: 'Europe/London',
      openingHours: DEFAULT_HOURS,
      bookingNoticeMinutes: 60,
      replyTime: 'within one working day',
      currencies: [],
      locale: 'en-US',
      returnDays: 30,
      shippingPromise: 'Free worldwide shipping, insured and tracked',
    });
    // Public, but never the staff recipients.
    expect(JSON.stringify(publicInfo.body)).not.toContain('owner@shop.test');
    expect(publicInfo.headers['cache-control']).toBe('public, no-cache');
  });

  test('validation: a clear message on every invalid field, all at once', async () => {
    expect(
      await errorsOf(
        settingsBody({
          name: '  ',
          phone: 'call us',
          email: 'not-an-email',
          address: { line1: '', city: 'London', postcode: '', country: 'United Kingdom', floor: 2 },
          timeZone: 'Mars/Olympus_Mons',
          bookingNoticeMinutes: 10081,
          leadNotifyEmails: ['ok@shop.test', 'broken@', 'OK@shop.test', ''],
          replyTime: 'x'.repeat(81),
          colour: 'gold',
        }),
      ),
    ).toEqual({
      colour: 'Unknown field: colour',
      name: 'Shop name is required',
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
      'address.floor': 'Unknown field: address.floor',
      'address.line1': 'Address line 1 is required',
      'address.postcode': 'Postcode is required',
      timeZone: 'Unknown time zone "Mars/Olympus_Mons": choose an IANA time zone such as Europe/London',
      bookingNoticeMinutes: 'Minimum booking notice must be a whole number of minutes from 0 to 10080 (7 days)',
      'leadNotifyEmails.1': 'Please enter a valid email address',
      'leadNotifyEmails.2': 'This address is already in the list',
      'leadNotifyEmails.3': 'Email is required',
      replyTime: 'Reply time must be at most 80 characters',
    });
    const response = await put(settingsBody({ email: 'nope' })).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address' },
    });
  });

  test('display currencies: checked entry by entry, rate dates kept while the rate stays, public with the locale', async () => {
    expect(
      await errorsOf(
        settingsBody({
          currencies: [
            { code: 'GBP', rate: 0.79, languages: ['en-GB', 'en_GB!'] },
            { code: 'gbp', rate: 0.8 },
            { code: 'XYZ', rate: -1 },
            { code: 'EUR', rate: '0.1234567', languages: ['EN-gb'], rateSetAt: '2999-01-01T00:00:00Z' },
          ],
          locale: 'tlh-KL',
          returnDays: 30.5,
          shippingPromise: '',
          address: { line1: '1 Main St', city: 'Austin', region: 'x'.repeat(101), postcode: ' ', country: 'US' },
        }),
      ),
    ).toEqual({
      'currencies.0.languages.1': '"en_GB!" is not a language tag such as en-GB or fr',
      'currencies.1.code': 'GBP is listed twice',
      'currencies.2.code':
        'XYZ is not a display currency: choose one of GBP, EUR, CAD, AUD, CHF, NZD, HKD, SGD, AED, JPY',
      'currencies.2.rate': 'XYZ rate must be a positive number of XYZ per US dollar, with at most 6 decimals',
      'currencies.3.rate': 'EUR rate must be a positive number of EUR per US dollar, with at most 6 decimals',
      'currencies.3.rateSetAt': 'The rate date cannot be in the future',
      'currencies.3.languages.0': 'en-GB already chooses GBP',
      locale: 'Unknown locale: choose one of en-US, en-GB, en-IE, en-CA, en-AU, en-NZ, fr-FR, de-DE',
      returnDays: 'Return period must be a whole number of days from 0 to 365',
      shippingPromise: 'Shipping promise is required',
      // In the words of the country typed (US: State, ZIP code), as the console labels the fields.
      'address.region': 'State must be at most 100 characters',
      'address.postcode': 'ZIP code is required',
    });
    try {
      const first = await put(
        settingsBody({
          currencies: [
            { code: 'gbp', rate: 0.79, languages: ['en-gb'] },
            { code: 'EUR', rate: '0.92', languages: ['fr', 'de'], rateSetAt: '2026-11-20T09:00:00.000Z' },
          ],
          locale: 'en-GB',
          address: {
            line1: '12 Hatton Garden',
            city: 'London',
            region: 'Greater London',
            postcode: 'EC1N 8AN',
            country: 'United Kingdom',
          },
        }),
      ).expect(200);
      const [gbp, eur] = first.body.currencies;
      expect(gbp).toEqual({ code: 'GBP', rate: 0.79, languages: ['en-GB'], rateSetAt: expect.any(String) });
      expect(Date.now() - Date.parse(gbp.rateSetAt)).toBeLessThan(60_000);
      expect(eur).toEqual({ code: 'EUR', rate: 0.92, languages: ['fr', 'de'], rateSetAt: '2026-11-20T09:00:00.000Z' });

      // The console sends the document back: an unchanged rate keeps its date, a changed one is dated now.
      const second = await put({ ...first.body, currencies: [{ ...gbp, rate: 0.8 }, eur] }).expect(200);
      expect(second.body.currencies[1].rateSetAt).toBe('2026-11-20T09:00:00.000Z');
      expect(
        second.body.currencies[0].rateSetAt > gbp.rateSetAt || second.body.currencies[0].rateSetAt === gbp.rateSetAt,
      ).toBe(true);
      expect(second.body.currencies[0].rateSetAt).not.toBe('2026-11-20T09:00:00.000Z');

      const { body: info } = await shop.http.get('/api/shop').expect(200);
      expect(info.locale).toBe('en-GB');
      expect(info.address.region).toBe('Greater London');
      expect(info.currencies.map((currency: { code: string; rate: number }) => [currency.code, currency.rate])).toEqual(
        [
          ['GBP', 0.8],
          ['EUR', 0.92],
        ],
      );
      const { body: history } = await shop.http.get('/api/admin/settings/history').set(auth).expect(200);
      expect(history[0].changes.map((change: { field: string }) => change.field)).toEqual(['currencies.GBP']);
    } finally {
      await em().nativeDelete(ShopSettingsRecord, {});
      shop.app.get(ShopSettingsService).invalidate();
    }
  });

  test('validation: opening hours make sense', async () => {
    expect(
      await errorsOf(settingsBody({ openingHours: withDay('saturday', { open: '17:30', close: '10:30' }) })),
    ).toEqual({
      'openingHours.saturday.close': 'Saturday closing time must be after the opening time',
    });
    expect(
      await errorsOf(settingsBody({ openingHours: withDay('monday', { open: '10:30', close: '10:30' }) })),
    ).toEqual({
      'openingHours.monday.close': 'Monday closing time must be after the opening time',
    });
    expect(
      await errorsOf(settingsBody({ openingHours: withDay('tuesday', { open: '9:00', close: '24:00' }) })),
    ).toEqual({
      'openingHours.tuesday.open': 'Tuesday opening time must be a 24-hour time like 10:30',
      'openingHours.tuesday.close': 'Tuesday closing time must be a 24-hour time like 10:30',
    });
    expect(await errorsOf(settingsBody({ openingHours: withDay('wednesday', { closed: false }) }))).toEqual({
      'openingHours.wednesday.open': 'Wednesday opening time is required (or mark the day closed)',
      'openingHours.wednesday.close': 'Wednesday closing time is required (or mark the day closed)',
    });
    expect(await errorsOf(settingsBody({ openingHours: DEFAULT_HOURS.slice(0, 5) }))).toEqual({
      openingHours: 'Opening hours are missing for Saturday, Sunday',
    });
    expect(await errorsOf(settingsBody({ openingHours: [...DEFAULT_HOURS, { day: 'monday', closed: true }] }))).toEqual(
      {
        openingHours: 'Monday is listed twice',
      },
    );
    expect(
      await errorsOf(settingsBody({ openingHours: [...DEFAULT_HOURS.slice(1), { day: 'funday', closed: true }] })),
    ).toEqual({
      openingHours: 'Unknown day "funday": days are monday, tuesday, wednesday, thursday, friday, saturday, sunday',
    });
    expect(await errorsOf({})).toMatchObject({
      name: 'Shop name is required',
      openingHours: 'Opening hours are required: one entry per weekday',
      timeZone: 'Time zone is required',
    });
    // Offsets are no IANA zones; a zone's spelling is made canonical.
    expect(await errorsOf(settingsBody({ timeZone: '+01:00' }))).toEqual({
      timeZone: 'Unknown time zone "+01:00": choose an IANA time zone such as Europe/London',
    });
    // Nothing was stored by the refused saves.
    expect(await em().count(ShopSettingsRecord, {})).toBe(0);
  });

  test('a save is stored, audited with who and each changed field, and answered', async () => {
    const before = await em().count(ShopSettingsAuditEntry, {});
    const saved = await put(
      settingsBody({
        name: '  Lumen Fine Jewelry ',
        address: {
          line1: '12 Hatton Garden',
          line2: 'Second floor',
          city: 'London',
          postcode: 'EC1N 8AN',
          country: 'United Kingdom',
        },
        openingHours: withDay('saturday', { open: '10:30', close: '16:00' }),
        timeZone: 'europe/london',
        leadNotifyEmails: ['bookings@shop.test'],
        updatedAt: 'ignored',
        updatedBy: null,
      }),
    ).expect(200);
    expect(saved.body).toMatchObject({
      name: 'Lumen Fine Jewelry',
      timeZone: 'Europe/London',
      leadNotifyEmails: ['bookings@shop.test'],
      updatedBy: { name: DEMO_ADMIN.name, email: DEMO_ADMIN.email },
      updatedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(await em().count(ShopSettingsAuditEntry, {})).toBe(before + 1);
    const { body: history } = await shop.http
      .get('/api/admin/settings/history')
      .set(await shop.adminAuth())
      .expect(200);
    expect(history[0]).toMatchObject({
      actor: { name: DEMO_ADMIN.name, email: DEMO_ADMIN.email },
      createdAt: saved.body.updatedAt,
    });
    expect(history[0].changes).toEqual([
      { field: 'name', before: 'Lumen Jewelers', after: 'Lumen Fine Jewelry' },
      { field: 'address.line2', before: null, after: 'Second floor' },
      {
        field: 'openingHours.saturday',
        before: { open: '10:30', close: '17:30' },
        after: { open: '10:30', close: '16:00' },
      },
      { field: 'leadNotifyEmails', before: ['owner@shop.test'], after: ['bookings@shop.test'] },
    ]);
    const reread = await shop.http
      .get('/api/admin/settings')
      .set(await shop.adminAuth())
      .expect(200);
    expect(reread.body).toEqual(saved.body);

    // Saving the same again still records who saved, with nothing changed.
    await put(reread.body).expect(200);
    const { body: again } = await shop.http
      .get('/api/admin/settings/history?limit=1')
      .set(await shop.adminAuth())
      .expect(200);
    expect(again).toHaveLength(1);
    expect(again[0].changes).toEqual([]);
  });

  test('GET /api/shop follows a save at once in the saving process and within seconds in another, without a restart', async () => {
    await put(settingsBody()).expect(200);
    expect((await other.http.get('/api/shop').expect(200)).body.openingHours[5]).toEqual({
      day: 'saturday',
      open: '10:30',
      close: '17:30',
    });

    await put(
      settingsBody({
        phone: '+44 20 7000 0000',
        address: {
          line1: '1 New Street',
          line2: 'Unit 4',
          city: 'Manchester',
          postcode: 'M1 1AA',
          country: 'United Kingdom',
        },
        openingHours: withDay('saturday', { open: '11:00', close: '16:00' }),
        timeZone: 'America/New_York',
        bookingNoticeMinutes: 120,
      }),
    ).expect(200);
    const here = (await shop.http.get('/api/shop').expect(200)).body;
    expect(here).toMatchObject({
      phone: '+44 20 7000 0000',
      address: {
        line1: '1 New Street',
        line2: 'Unit 4',
        city: 'Manchester',
        postcode: 'M1 1AA',
        country: 'United Kingdom',
      },
      timeZone: 'America/New_York',
      bookingNoticeMinutes: 120,
    });
    expect(here.openingHours[5]).toEqual({ day: 'saturday', open: '11:00', close: '16:00' });

    // The other process trusts what it read for a few seconds, then reads the new settings.
    const realNow = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(realNow + SETTINGS_CACHE_MS + 1);
    expect((await other.http.get('/api/shop').expect(200)).body).toEqual(here);
  });

  test('bookings follow the stored hours, notice and zone', async () => {
    const book = (consultationDateTime: string) =>
      shop.http.post('/api/appointments').send(appointmentBody({ consultationDateTime }));
    // Friday 20 November 2026, 09:00 in London; Saturday is the 21st.
    setNow(shop, '2026-11-20T09:00:00Z');
    await put(settingsBody({ openingHours: withDay('saturday', { open: '10:30', close: '16:00' }) })).expect(200);

    const late = await book('2026-11-21T16:30:00+00:00').expect(400);
    expect(late.body.errors).toEqual({
      consultationDateTime: 'Saturday consultations are available from 10:30 AM to 4:00 PM',
    });
    await book('2026-11-21T15:30:00+00:00').expect(201);
    // The closing time itself is bookable, as before (both ends included).
    await book('2026-11-21T16:00:00+00:00').expect(201);

    // Back to 17:30: 16:30 is accepted again, with no restart.
    await put(settingsBody()).expect(200);
    await book('2026-11-21T16:30:00+00:00').expect(201);

    // Sunday opened, Monday closed.
    await put(
      settingsBody({
        openingHours: withDay('monday', { closed: true }).map((entry) =>
          entry.day === 'sunday' ? { day: 'sunday', open: '12:00', close: '16:00' } : entry,
        ),
      }),
    ).expect(200);
    await book('2026-11-22T13:00:00+00:00').expect(201);
    expect((await book('2026-11-23T13:00:00+00:00').expect(400)).body.errors).toEqual({
      consultationDateTime: 'No consultations available on Mondays',
    });

    // A day's notice: Saturday 08:30 (23.5 hours ahead) is too soon, 10:30 (25.5 hours) is fine.
    await put(settingsBody({ bookingNoticeMinutes: 24 * 60 })).expect(200);
    expect((await book('2026-11-21T08:30:00+00:00').expect(400)).body.errors).toEqual({
      consultationDateTime: 'Consultation date and time must be in the future',
    });
    await book('2026-11-21T10:30:00+00:00').expect(201);
    // Two days' notice: Saturday is too soon, Monday fine.
    await put(settingsBody({ bookingNoticeMinutes: 2 * 24 * 60 })).expect(200);
    await book('2026-11-21T10:30:00+00:00').expect(400);
    await book('2026-11-23T10:30:00+00:00').expect(201);
    // No notice: ten minutes from now on an open day is fine.
    await put(
      settingsBody({ bookingNoticeMinutes: 0, openingHours: withDay('friday', { open: '08:00', close: '18:30' }) }),
    ).expect(200);
    await book('2026-11-20T09:10:00+00:00').expect(201);

    // The zone: Saturday 10:30 in New York is 15:30 UTC; 10:30 UTC is 05:30 there, before opening.
    await put(settingsBody({ timeZone: 'America/New_York' })).expect(200);
    await book('2026-11-21T10:30:00-05:00').expect(201);
    expect((await book('2026-11-21T10:30:00+00:00').expect(400)).body.errors).toEqual({
      consultationDateTime: 'Saturday consultations are available from 10:30 AM to 5:30 PM',
    });
  });

  test('lead e-mails go to the stored recipients, or to the shop’s e-mail when none are set', async () => {
    const staffMailTo = async () => {
      const { body } = await shop.http.post('/api/contact').send(contactBody()).expect(201);
      const staff = await em().findOneOrFail(LeadNotification, { leadId: body.id, audience: 'staff' });
      return staff.message.to;
    };
    await put(settingsBody({ leadNotifyEmails: ['a@shop.test', 'b@shop.test'] })).expect(200);
    expect(await staffMailTo()).toBe('a@shop.test, b@shop.test');
    await put(settingsBody({ email: 'showroom@shop.test', leadNotifyEmails: [] })).expect(200);
    expect(await staffMailTo()).toBe('showroom@shop.test');
  });
});
