import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { Appointment } from '../src/modules/appointments/entities/appointment.entity.js';
import { ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { ContactMessage } from '../src/modules/contacts/entities/contact-message.entity.js';
import { LeadNotification } from '../src/modules/leads/entities/lead-notification.entity.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import {
  appointmentBody,
  closeAfterRelay,
  contactBody,
  createProduct,
  orderBody,
  REFERENCE,
  setNow,
} from './support/leads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ORDER_THANKS = 'Thank you for your order! We will contact you soon to process your request.';
const APPOINTMENT_THANKS = 'Your appointment has been booked! We will contact you shortly to confirm.';
const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';

describe('public lead forms', () => {
  let shop: TestApp;
  let productId: string;
  const em = () => shop.app.get(EntityManager).fork();
  beforeAll(async () => {
    shop = await createTestApp({ LEAD_RATE_LIMIT_PER_IP: '100000/1h', PUBLIC_URL: 'https://shop.example' });
    productId = (await createProduct(shop)).id;
  });
  beforeEach(() => setNow(shop, '2026-11-20T09:00:00Z'));
  afterAll(() => closeAfterRelay(shop));

  const post = (path: string, body: object) => shop.http.post(path).send(body);
  const errorsOf = async (path: string, body: object) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe(400);
    return response.body.errors as Record<string, string>;
  };

  describe('POST /api/orders', () => {
    test('stores the order with the product copied from the catalogue and answers the spec’s sentence', async () => {
      const product = await createProduct(shop, {
        productType: ProductType.Jewelry,
        name: 'Solitaire',
        countInStock: 3,
        price: 1200,
        onSale: true,
        salePrice: 900,
        mainImage: '/catalog/ring.svg',
      });
      const response = await post('/api/orders', {
        ...orderBody(product.id, { fullName: '  Ada <b>Lovelace</b>  ' }),
        // The old client's copies are tolerated and ignored.
        productName: 'Forged',
        productPrice: 1,
        productImage: 'javascript:alert(1)',
        productType: 'Diamond',
        stockNumber: 'FAKE',
      }).expect(201);
      expect(response.body).toEqual({
        message: ORDER_THANKS,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        reference: expect.stringMatching(REFERENCE),
      });
      const order = await em().findOneOrFail(Order, { id: response.body.id });
      expect(order).toMatchObject({
        fullName: 'Ada <b>Lovelace</b>',
        productId: product.id,
        productName: 'Solitaire',
        productPrice: 900,
        // Our own media is kept root-relative (common/media-url.ts), so the console shows it on any host.
        productImage: '/catalog/ring.svg',
        stockNumber: product.stockNumber,
        productType: 'Jewelry',
        status: 'new',
        priority: 'medium',
        source: 'storefront',
        sourceOrigin: null,
        spam: false,
        contactedAt: null,
      });
      expect(await em().count(LeadNotification, { leadId: order.id })).toBe(2);
    });

    test('the kind follows the product type', async () => {
      const kinds: Array<[ProductType, string]> = [
        [ProductType.LabGrown, 'Diamond'],
        [ProductType.NaturalDiamond, 'Diamond'],
        [ProductType.Diamond, 'Diamond'],
        [ProductType.Ring, 'Jewelry'],
      ];
      for (const [productType, kind] of kinds) {
        const product = await createProduct(shop, { productType, countInStock: 10 });
        const { body } = await post('/api/orders', orderBody(product.id)).expect(201);
        expect((await em().findOneOrFail(Order, { id: body.id })).productType).toBe(kind);
      }
    });

    test('unknown and unorderable products are refused on productId', async () => {
      const unknown = await post('/api/orders', orderBody('00000000-0000-4000-8000-000000000000')).expect(400);
      expect(unknown.body).toEqual({
        statusCode: 400,
        message: 'Product not found',
        errors: { productId: 'Product not found' },
      });
      for (const overrides of [{ countInStock: 0 }, { availability: 'Unavailable' }, { availability: undefined }]) {
        const product = await createProduct(shop, overrides);
        const refused = await post('/api/orders', orderBody(product.id)).expect(400);
        expect(refused.body.errors).toEqual({ productId: 'This product is currently unavailable' });
      }
      expect(await errorsOf('/api/orders', orderBody('not-a-uuid'))).toEqual({ productId: 'Product is required' });
      expect(await errorsOf('/api/orders', orderBody(productId, { productId: undefined }))).toEqual({
        productId: 'Product is required',
      });
    });

    test('every field rule with the spec’s message, at its boundaries', async () => {
      const check = async (overrides: Record<string, unknown>, errors: Record<string, string> | null) => {
        const response = await post('/api/orders', orderBody(productId, overrides));
        if (errors === null) expect(response.status).toBe(201);
        else expect(response.body.errors).toEqual(errors);
      };
      await check({ fullName: undefined }, { fullName: 'Full name is required' });
      await check({ fullName: '   ' }, { fullName: 'Full name is required' });
      await check({ fullName: 'a'.repeat(100) }, null);
      await check({ fullName: 'a'.repeat(101) }, { fullName: 'Name must be less than 100 characters' });
      await check({ phone: undefined }, { phone: 'Phone number is required' });
      await check({ phone: '' }, { phone: 'Phone number is required' });
      await check({ phone: '123456789' }, { phone: 'Please enter a valid phone number' });
      await check({ phone: '1234567890' }, null);
      await check({ phone: '+1 (555) 010-99999' }, null);
      await check({ phone: '1'.repeat(20) }, null);
      await check({ phone: '1'.repeat(21) }, { phone: 'Please enter a valid phone number' });
      await check({ phone: '12345abcde' }, { phone: 'Please enter a valid phone number' });
      await check({ email: 'not-an-email' }, { email: 'Please enter a valid email address' });
      await check({ email: '' }, null);
      await check({ email: undefined }, null);
      await check({ message: 'm'.repeat(2000) }, null);
      await check({ message: 'm'.repeat(2001) }, { message: 'Message must be less than 2000 characters' });
      await check({ message: undefined }, null);
      await check({ source: 'email' }, { source: 'Source must be storefront or widget' });
      const many = await post('/api/orders', { phone: '1', email: 'x', productId: 'x' }).expect(400);
      expect(many.body).toEqual({
        statusCode: 400,
        message: 'Full name is required',
        errors: {
          fullName: 'Full name is required',
          phone: 'Please enter a valid phone number',
          email: 'Please enter a valid email address',
          productId: 'Product is required',
        },
      });
      const unknownField = await post('/api/orders', orderBody(productId, { isAdmin: true })).expect(400);
      expect(unknownField.body.errors).toHaveProperty('isAdmin');
    });
  });

  describe('POST /api/contact', () => {
    test('stores the message as given (trimmed) and answers the spec’s sentence', async () => {
      const text = '  <script>alert(1)</script>\nSecond line  ';
      const response = await post('/api/contact', contactBody({ message: text })).expect(201);
      expect(response.body).toEqual({
        message: CONTACT_THANKS,
        id: expect.any(String),
        reference: expect.stringMatching(REFERENCE),
      });
      const contact = await em().findOneOrFail(ContactMessage, { id: response.body.id });
      expect(contact).toMatchObject({
        message: text.trim(),
        status: 'new',
        spam: false,
        source: 'storefront',
        fullName: 'Grace Hopper',
        phone: '+1 (555) 010-9999',
      });
    });

    test('every field rule with the spec’s message, at its boundaries', async () => {
      const check = async (overrides: Record<string, unknown>, errors: Record<string, string> | null) => {
        const response = await post('/api/contact', contactBody(overrides));
        if (errors === null) expect(response.status).toBe(201);
        else expect(response.body.errors).toEqual(errors);
      };
      await check({ fullName: '' }, { fullName: 'Full name is required' });
      await check({ fullName: 'b'.repeat(100) }, null);
      await check({ fullName: 'b'.repeat(101) }, { fullName: 'Name must be less than 100 characters' });
      await check({ phone: undefined }, { phone: 'Phone number is required' });
      await check({ phone: '1'.repeat(9) }, { phone: 'Please enter a valid phone number' });
      await check({ phone: '1'.repeat(10) }, null);
      await check({ phone: '1'.repeat(20) }, null);
      await check({ phone: '1'.repeat(21) }, { phone: 'Please enter a valid phone number' });
      await check({ email: 'grace@' }, { email: 'Please enter a valid email address' });
      await check({ email: undefined }, null);
      await check({ message: undefined }, { message: 'Message is required' });
      await check({ message: '  ' }, { message: 'Message is required' });
      await check({ message: 'c'.repeat(2000) }, null);
      await check({ message: 'c'.repeat(2001) }, { message: 'Message must be less than 2000 characters' });
    });
  });

  describe('POST /api/appointments', () => {
    test('stores the booking with the shortlist copied and answers the spec’s sentence', async () => {
      const first = await createProduct(shop, { name: 'Oval', price: 3000 });
      const second = await createProduct(shop, {
        name: 'Band',
        productType: ProductType.Ring,
        countInStock: 2,
        price: 800,
        onSale: true,
        salePrice: 700,
      });
      const response = await post(
        '/api/appointments',
        appointmentBody({ productIds: [second.id, first.id, second.id, '00000000-0000-4000-8000-000000000000'] }),
      ).expect(201);
      expect(response.body).toEqual({
        message: APPOINTMENT_THANKS,
        id: expect.any(String),
        reference: expect.stringMatching(REFERENCE),
      });
      const appointment = await em().findOneOrFail(Appointment, { id: response.body.id });
      expect(appointment).toMatchObject({
        fullName: 'Mary Somerville',
        phone: '+44 (20) 7946-0958',
        consultationDateTime: new Date('2026-11-23T14:00:00Z'),
        assistanceType: 'Engagement Ring',
        budget: 10000,
        status: 'pending',
        spam: false,
      });
      expect(appointment.items).toEqual([
        {
          id: second.id,
          name: 'Band',
          stockNumber: second.stockNumber,
          price: 700,
          // Shown in the shop's US dollars: no currency was named.
          shownPrice: 700,
          image: '/catalog/diamond-round.svg',
        },
        {
          id: first.id,
          name: 'Oval',
          stockNumber: first.stockNumber,
          price: 3000,
          // Shown in the shop's US dollars: no currency was named.
          shownPrice: 3000,
          image: '/catalog/diamond-round.svg',
        },
      ]);
    });

    test('every field rule with the spec’s message, at its boundaries', async () => {
      const check = async (overrides: Record<string, unknown>, errors: Record<string, string> | null) => {
        const response = await post('/api/appointments', appointmentBody(overrides));
        if (errors === null) expect(response.status).toBe(201);
        else expect(response.body.errors).toEqual(errors);
      };
      await check({ fullName: undefined }, { fullName: 'Full name is required' });
      await check({ fullName: 'm'.repeat(100) }, null);
      await check({ fullName: 'm'.repeat(101) }, { fullName: 'Name must be less than 100 characters' });
      await check({ email: 'mary' }, { email: 'Invalid email address' });
      await check({ email: '' }, null);
      await check({ phone: undefined }, { phone: 'Phone number is required' });
      await check({ phone: '+1 (234) 567-89' }, { phone: 'Please enter a valid phone number' }); // 9 digits
      await check({ phone: '+1 (234) 567-890' }, null); // 10 digits
      await check({ phone: '123.456.789.012.345' }, null); // 15 digits
      await check({ phone: '+1234 5678 9012 3456' }, { phone: 'Please enter a valid phone number' }); // 16 digits
      await check({ phone: '12345 67890 x' }, { phone: 'Please enter a valid phone number' });
      await check({ phone: '12++3456789012' }, { phone: 'Please enter a valid phone number' });
      await check({ city: 'c'.repeat(100), state: 's'.repeat(100) }, null);
      await check({ city: 'c'.repeat(101) }, { city: 'City must be less than 100 characters' });
      await check({ state: 's'.repeat(101) }, { state: 'State must be less than 100 characters' });
      await check(
        { consultationDateTime: undefined },
        { consultationDateTime: 'Consultation date and time is required' },
      );
      await check({ consultationDateTime: '' }, { consultationDateTime: 'Consultation date and time is required' });
      await check(
        { consultationDateTime: '2026-11-23 14:00' },
        { consultationDateTime: 'Please enter a valid date and time' },
      );
      await check(
        { consultationDateTime: '2026-11-23T14:00:00' },
        { consultationDateTime: 'Please enter a valid date and time' },
      );
      await check({ assistanceType: undefined }, { assistanceType: 'Please select what we can help you with' });
      await check({ assistanceType: 'Watches' }, { assistanceType: 'Please select what we can help you with' });
      for (const assistanceType of ['Diamond', 'Engagement Ring', 'Wedding Ring', 'Customize Jewelry'])
        await check({ assistanceType }, null);
      for (const budget of [0, 5000, 10000, 25000, 50000, null, undefined]) await check({ budget }, null);
      await check({ budget: 7500 }, { budget: 'Please select a budget from the list' });
      await check({ additionalDetails: 'd'.repeat(2000) }, null);
      await check(
        { additionalDetails: 'd'.repeat(2001) },
        { additionalDetails: 'Additional details must be less than 2000 characters' },
      );
      const six = Array.from({ length: 6 }, (_, n) => `00000000-0000-4000-8000-00000000000${n}`);
      await check({ productIds: six.slice(0, 5) }, null);
      await check({ productIds: six }, { productIds: 'You can add at most 5 products' });
      await check({ productIds: ['nope'] }, { productIds: 'Product not found' });
    });

    describe('booking hours, judged in the shop’s zone (Europe/London) whatever the offset sent', () => {
      const WEEKDAY = 'Weekday consultations are available from 10:30 AM to 6:30 PM';
      const SATURDAY = 'Saturday consultations are available from 10:30 AM to 5:30 PM';
      const SUNDAY = 'No consultations available on Sundays';
      const FUTURE = 'Consultation date and time must be in the future';
      const cases: Array<[string, string, string | null]> = [
        // Monday 23 November 2026 (London = UTC in winter).
        ['Mon 10:29 London', '2026-11-23T05:29:00-05:00', WEEKDAY],
        ['Mon 10:30 London', '2026-11-23T05:30:00-05:00', null],
        ['Mon 10:30 London (+09:00)', '2026-11-23T19:30:00+09:00', null],
        ['Mon 18:30 London', '2026-11-24T03:30:00+09:00', null],
        ['Mon 18:30:01 London', '2026-11-24T03:30:01+09:00', WEEKDAY],
        ['Mon 18:31 London', '2026-11-24T03:31:00+09:00', WEEKDAY],
        ['Mon 18:31 London (-05:00)', '2026-11-23T13:31:00-05:00', WEEKDAY],
        // Saturday 28 November.
        ['Sat 10:29 London', '2026-11-28T19:29:00+09:00', SATURDAY],
        ['Sat 10:30 London', '2026-11-28T05:30:00-05:00', null],
        ['Sat 17:30 London', '2026-11-28T12:30:00-05:00', null],
        ['Sat 17:31 London', '2026-11-28T12:31:00-05:00', SATURDAY],
        ['Sat 17:31 London (+09:00)', '2026-11-29T02:31:00+09:00', SATURDAY],
        // Sunday 29 November, also when it is already Monday or still Sunday for the visitor.
        ['Sun 12:00 London', '2026-11-29T07:00:00-05:00', SUNDAY],
        ['Sun 23:00 London, Monday in Tokyo', '2026-11-30T08:00:00+09:00', SUNDAY],
        ['Sunday evening in New York, Mon 01:00 London', '2026-11-29T20:00:00-05:00', WEEKDAY],
        ['Sunday in New York, Mon 11:00 London', '2026-11-30T06:00:00-05:00', null],
        // Summer time (London = UTC+1): 10:30 BST is 09:30 UTC.
        ['Mon 10:30 BST', '2027-06-14T18:30:00+09:00', null],
        ['Mon 10:29 BST', '2027-06-14T18:29:00+09:00', WEEKDAY],
        ['Mon 18:30 BST', '2027-06-14T12:30:00-05:00', null],
        ['Mon 18:31 BST', '2027-06-14T17:31:00Z', WEEKDAY],
        // Now is Friday 20 November 09:00 London.
        ['in the past', '2026-11-19T14:00:00+00:00', FUTURE],
        ['Fri 09:59:59 London, under an hour ahead', '2026-11-20T04:59:59-05:00', FUTURE],
        ['Fri 10:30 London, 90 minutes ahead', '2026-11-20T19:30:00+09:00', null],
      ];
      test.each(cases)('%s (%s)', async (_label, consultationDateTime, message) => {
        const response = await post('/api/appointments', appointmentBody({ consultationDateTime }));
        if (message === null) {
          expect(response.status).toBe(201);
          const stored = await em().findOneOrFail(Appointment, { id: response.body.id });
          expect(stored.consultationDateTime.toISOString()).toBe(new Date(consultationDateTime).toISOString());
        } else {
          expect(response.status).toBe(400);
          expect(response.body).toEqual({ statusCode: 400, message, errors: { consultationDateTime: message } });
        }
      });

      test('"at least an hour ahead" is exact to the second', async () => {
        setNow(shop, '2026-11-23T10:00:00Z');
        await post('/api/appointments', appointmentBody({ consultationDateTime: '2026-11-23T10:59:59Z' })).expect(400);
        await post('/api/appointments', appointmentBody({ consultationDateTime: '2026-11-23T11:00:00Z' })).expect(201);
      });
    });
  });

  describe('for all three forms', () => {
    const forms = () =>
      [
        ['/api/orders', orderBody(productId)],
        ['/api/appointments', appointmentBody()],
        ['/api/contact', contactBody()],
      ] as Array<[string, Record<string, unknown>]>;

    test('a filled honeypot stores the lead as spam, answers as usual and sends nothing', async () => {
      for (const [path, body] of forms()) {
        const normal = await post(path, body).expect(201);
        const spam = await post(path, { ...body, website: 'http://spam.example' }).expect(201);
        expect(spam.body.message).toBe(normal.body.message);
        expect(await em().count(LeadNotification, { leadId: spam.body.id })).toBe(0);
        expect(await em().count(LeadNotification, { leadId: normal.body.id })).toBe(2);
      }
      const spamOrder = await post('/api/orders', { ...orderBody(productId), website: 'x' }).expect(201);
      expect((await em().findOneOrFail(Order, { id: spamOrder.body.id })).spam).toBe(true);
      const empty = await post('/api/contact', { ...contactBody(), website: '' }).expect(201);
      expect((await em().findOneOrFail(ContactMessage, { id: empty.body.id })).spam).toBe(false);
    });

    test('source widget records the Origin header, never a body value; storefront records none', async () => {
      for (const [path, body] of forms()) {
        const widget = await post(path, { ...body, source: 'widget' })
          .set('Origin', 'https://partner.example')
          .expect(201);
        const storefront = await post(path, body).set('Origin', 'https://partner.example').expect(201);
        const withoutOrigin = await post(path, { ...body, source: 'widget' }).expect(201);
        const rejected = await post(path, { ...body, source: 'widget', sourceOrigin: 'https://evil.example' }).expect(
          400,
        );
        expect(rejected.body.errors).toHaveProperty('sourceOrigin');
        const entity = path === '/api/orders' ? Order : path === '/api/contact' ? ContactMessage : Appointment;
        const read = (id: string) => em().findOneOrFail(entity as typeof Order, { id });
        expect(await read(widget.body.id)).toMatchObject({ source: 'widget', sourceOrigin: 'https://partner.example' });
        expect(await read(storefront.body.id)).toMatchObject({ source: 'storefront', sourceOrigin: null });
        expect(await read(withoutOrigin.body.id)).toMatchObject({ source: 'widget', sourceOrigin: null });
        expect(widget.headers['access-control-allow-origin']).toBe('*');
      }
    });
  });
});

describe('lead rate limit per IP', () => {
  let shop: TestApp;
  let productId: string;
  beforeAll(async () => {
    // The test's requests stand for several clients through a proxy on this machine (X-Forwarded-For).
    shop = await createTestApp({ LEAD_RATE_LIMIT_PER_IP: '2/1h', TRUST_PROXY: 'loopback' });
    productId = (await createProduct(shop)).id;
  });
  afterAll(() => closeAfterRelay(shop));

  test('the third lead from one IP within the window gets 429 with Retry-After; other IPs and forms are not affected', async () => {
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let n = 0; n < 2; n++)
      await shop.http.post('/api/orders').set(from('203.0.113.7')).send(orderBody(productId)).expect(201);
    const limited = await shop.http.post('/api/orders').set(from('203.0.113.7')).send(orderBody(productId)).expect(429);
    expect(limited.body).toEqual({ statusCode: 429, message: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(limited.headers['access-control-expose-headers']).toContain('Retry-After');
    await shop.http.post('/api/orders').set(from('203.0.113.8')).send(orderBody(productId)).expect(201);
    await shop.http.post('/api/contact').set(from('203.0.113.7')).send(contactBody()).expect(201);
    await shop.http.post('/api/contact').set(from('203.0.113.7')).send(contactBody()).expect(201);
    await shop.http.post('/api/contact').set(from('203.0.113.7')).send(contactBody()).expect(429);
    await shop.http
      .post('/api/appointments')
      .set(from('203.0.113.7'))
      .send(appointmentBody({ consultationDateTime: '2099-11-23T14:00:00Z' }))
      .expect(201);
  });
});
