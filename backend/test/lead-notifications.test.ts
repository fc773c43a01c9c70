import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { LeadNotification, LeadNotificationStatus } from '../src/modules/leads/entities/lead-notification.entity.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { JOB_RETRIES } from '../src/modules/queue/queue.constants.js';
import { appointmentBody, contactBody, createProduct, drain, orderBody, setNow } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * The .eml files the mail worker wrote (no SMTP_URL), parsed, once there are `count` of them and none
 * grew since the last look (a file appears before the worker has finished writing it).
 */
async function mailsIn(dir: string, count: number): Promise<ParsedMail[]> {
  let sizes = '';
  const files = await waitFor(`${count} e-mails in ${dir}`, () => {
    const found = readdirSync(dir).filter((file) => file.endsWith('.eml'));
    const previous = sizes;
    sizes = found.map((file) => `${file}:${statSync(join(dir, file)).size}`).join();
    return found.length >= count && sizes === previous ? found : undefined;
  });
  return Promise.all(files.map((file) => simpleParser(readFileSync(join(dir, file)))));
}

const bySubject = (mails: ParsedMail[], pattern: RegExp) => mails.find((mail) => pattern.test(mail.subject ?? ''))!;

describe('lead e-mails', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  const em = () => shop.app.get(EntityManager).fork();

  beforeAll(async () => {
    database = await createOwnDatabase('leads_mail');
  });
  afterAll(() => database.drop());

  describe('with Redis up', () => {
    const outbox = mkdtempSync(join(tmpdir(), 'shop-leads-outbox-'));
    beforeAll(async () => {
      shop = await createTestApp(
        {
          MAIL_OUTBOX_DIR: outbox,
          LEAD_NOTIFY_EMAILS: 'owner@shop.test, sales@shop.test',
          PUBLIC_URL: 'https://shop.test',
          LEAD_RATE_LIMIT_PER_IP: '100000/1h',
        },
        database.url,
      );
      setNow(shop, '2026-11-20T09:00:00Z');
    });
    afterAll(() => shop.close());

    test('a booking mails the staff and the visitor, who gets a calendar invitation', async () => {
      const { body } = await shop.http
        .post('/api/appointments')
        .send(appointmentBody({ fullName: 'Mary <Somerville>', consultationDateTime: '2026-11-23T09:00:00-05:00' }))
        .expect(201);
      const mails = await mailsIn(outbox, 2);
      const staff = bySubject(mails, /^New appointment/);
      expect(staff.to).toMatchObject({ text: 'owner@shop.test, sales@shop.test' });
      expect(staff.replyTo).toMatchObject({ text: 'mary@example.com' });
      expect(staff.subject).toBe(
        `New appointment: Mary <Somerville>, Monday, November 23, 2026 at 2:00 PM (${body.reference})`,
      );
      expect(staff.text).toContain('When: Monday, November 23, 2026 at 2:00 PM (London time)');
      expect(staff.text).toContain(`https://shop.test/admin/appointments/${body.id}`);
      expect(staff.html).toContain('Mary &lt;Somerville&gt;');
      expect(staff.html).not.toContain('<Somerville>');

      const visitor = bySubject(mails, /^Your consultation/);
      expect(visitor.to).toMatchObject({ text: 'mary@example.com' });
      expect(visitor.text).toContain('We will confirm your requested time shortly');
      expect(visitor.text).not.toContain('has been booked');
      const raw = readFileSync(
        join(
          outbox,
          readdirSync(outbox).find((file) => file.includes('your-consultation') && file.endsWith('.eml'))!,
        ),
        'utf8',
      );
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
      const ics = (
        visitor.attachments.find((part) => part.contentType === 'text/calendar')?.content.toString() ?? raw
      ).replace(/\r?\n /g, '');
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('DTSTART:20261123T140000Z');
      // The shop's zone is named, and the local time is in the description.
      expect(ics).toContain('X-WR-TIMEZONE:Europe/London');
      expect(ics).toMatch(/DESCRIPTION:.*2:00\s?PM/);
      expect(ics).toContain('DTEND:20261123T150000Z');
      expect(ics).toContain(`UID:${body.id}@shop.test`);
      // The visitor's confirmation quotes nothing they typed: the attendee is named by the address.
      expect(ics).toContain('ATTENDEE;CN="mary@example.com"');
      expect(ics).not.toContain('Somerville');
      expect(visitor.text).not.toContain('Somerville');

      const rows = await em().find(LeadNotification, { leadId: body.id });
      expect(rows.map((row) => [row.audience, row.status])).toEqual(
        expect.arrayContaining([
          ['staff', 'sent'],
          ['visitor', 'sent'],
        ]),
      );
    });

    test('an order without e-mail tells the staff only; a contact message tells both', async () => {
      const before = readdirSync(outbox).filter((file) => file.endsWith('.eml')).length;
      const product = await createProduct(shop, { name: 'Cushion 2ct' });
      const order = await shop.http
        .post('/api/orders')
        .send(orderBody(product.id, { email: undefined }))
        .expect(201);
      const contact = await shop.http.post('/api/contact').send(contactBody()).expect(201);
      const mails = await mailsIn(outbox, before + 3);
      const staffOrder = bySubject(mails, /^New order request: Cushion 2ct from Ada Lovelace \(LJ-\w{6}\)$/);
      expect(staffOrder.text).toContain('Price: $2,450');
      expect(staffOrder.text).toContain(`https://shop.test/admin/orders/${order.body.id}`);
      expect(bySubject(mails, /^We received your message/).to).toMatchObject({ text: 'grace@example.com' });
      expect(bySubject(mails, /^New message from Grace Hopper/).replyTo).toMatchObject({ text: 'grace@example.com' });
      expect(await em().count(LeadNotification, { leadId: order.body.id })).toBe(1);
      expect(await em().count(LeadNotification, { leadId: contact.body.id })).toBe(2);
    });

    test('every order and message e-mail carries the reference (the customer’s subject too), says no payment is taken and when the shop answers, asks "Questions?" after the product and is signed in both parts', async () => {
      const before = readdirSync(outbox).filter((file) => file.endsWith('.eml')).length;
      const product = await createProduct(shop, { name: 'Emerald 1.5ct', stockNumber: `EM-${Date.now()}` });
      const order = await shop.http
        .post('/api/orders')
        .send(orderBody(product.id, { email: 'reader@example.com' }))
        .expect(201);
      const contact = await shop.http
        .post('/api/contact')
        .send(contactBody({ email: 'writer@example.com' }))
        .expect(201);
      const mails = await mailsIn(outbox, before + 4);
      const { reference } = order.body;
      const customerOrder = bySubject(
        mails,
        new RegExp(`^We received your order request - Lumen Jewelers \\(${reference}\\)$`),
      );
      const staffOrder = bySubject(
        mails,
        new RegExp(`^New order request: Emerald 1\\.5ct from Ada Lovelace \\(${reference}\\)$`),
      );
      const customerMessage = bySubject(
        mails,
        new RegExp(`^We received your message - Lumen Jewelers \\(${contact.body.reference}\\)$`),
      );
      const staffMessage = bySubject(
        mails,
        new RegExp(`^New message from Grace Hopper \\(${contact.body.reference}\\)$`),
      );
      const noPayment =
        'No payment is taken: this is a request for us to contact you, and we will get in touch within one working day.';
      expect(customerOrder.text).toContain(noPayment);
      expect(customerOrder.html).toContain(noPayment);
      expect(customerMessage.text).toContain('We reply within one working day.');
      for (const [mail, ref] of [
        [customerOrder, reference],
        [staffOrder, reference],
        [customerMessage, contact.body.reference],
        [staffMessage, contact.body.reference],
      ] as const) {
        expect(mail.text).toContain(`Reference: ${ref}\n`);
        expect(mail.html).toContain(ref);
        // Signed in both parts, and no label said twice.
        expect(mail.text).toMatch(/Kind regards,\nLumen Jewelers$/);
        expect(mail.html).toMatch(/<p>Kind regards,<br>Lumen Jewelers<\/p>/);
        const labels = [...mail.text!.matchAll(/^(?:Your )?([A-Za-z -]+):/gm)].map((match) => match[1].toLowerCase());
        expect(new Set(labels).size).toBe(labels.length);
      }
      // The product comes before "Questions?", which quotes the reference.
      expect(customerOrder.text!.indexOf('Product: Emerald 1.5ct')).toBeLessThan(
        customerOrder.text!.indexOf('Questions?'),
      );
      expect(customerOrder.text).toContain(`reply to hello@lumenjewelers.example, quoting ${reference}.`);
    });

    test('a signed-in customer who leaves the e-mail empty is answered at the account’s address, and staff see it', async () => {
      const before = readdirSync(outbox).filter((file) => file.endsWith('.eml')).length;
      const customer = await registerCustomer(shop, { email: `Signed.In-${Date.now()}@Example.com` });
      const product = await createProduct(shop, { name: 'Oval 0.7ct' });
      const order = await shop.http
        .post('/api/orders')
        .set(customer.auth)
        .send(orderBody(product.id, { email: undefined }))
        .expect(201);
      const address = customer.input.email.toLowerCase();
      expect((await em().findOneOrFail(Order, { id: order.body.id })).email).toBe(address);
      const mails = await mailsIn(outbox, before + 2);
      const staffOrder = bySubject(mails, /^New order request: Oval 0\.7ct from Ada Lovelace/);
      expect(staffOrder.text).toContain(`E-mail: ${address}\n`);
      expect(staffOrder.replyTo).toMatchObject({ text: address });
      expect(
        bySubject(mails, new RegExp(`^We received your order request - Lumen Jewelers \\(${order.body.reference}\\)$`))
          .to,
      ).toMatchObject({ text: address });
    });

    test('budgets read as the booking form’s bands and prices as the site writes them (cents only when not whole)', async () => {
      const before = readdirSync(outbox).filter((file) => file.endsWith('.eml')).length;
      const whole = await createProduct(shop, { name: 'Pear 0.9ct', stockNumber: `PEAR-${Date.now()}`, price: 1002 });
      const withCents = await createProduct(shop, {
        name: 'Marquise 0.8ct',
        stockNumber: `MQ-${Date.now()}`,
        price: 1002.5,
      });
      await shop.http
        .post('/api/orders')
        .send(orderBody(whole.id, { fullName: 'Whole Dollars', email: 'whole@example.com' }))
        .expect(201);
      await shop.http
        .post('/api/orders')
        .send(orderBody(withCents.id, { fullName: 'Some Cents', email: undefined }))
        .expect(201);
      await shop.http
        .post('/api/appointments')
        .send(
          appointmentBody({
            fullName: 'Band Ten',
            budget: 10000,
            productIds: [withCents.id, whole.id],
            consultationDateTime: '2026-11-24T11:00:00Z',
          }),
        )
        .expect(201);
      const mails = await mailsIn(outbox, before + 5);

      const wholeOrder = bySubject(mails, /^New order request: Pear 0\.9ct from Whole Dollars \(LJ-\w{6}\)$/);
      expect(wholeOrder.text).toContain('Price: $1,002\n');
      expect(
        mails.find(
          (mail) => /^We received your order request/.test(mail.subject ?? '') && mail.text?.includes('Pear 0.9ct'),
        )!.text,
      ).toContain('Price: $1,002\n');
      expect(bySubject(mails, /^New order request: Marquise 0\.8ct from Some Cents \(LJ-\w{6}\)$/).text).toContain(
        'Price: $1,002.50\n',
      );

      const booking = bySubject(mails, /^New appointment: Band Ten/);
      const confirmation = mails.find(
        (mail) => /^Your consultation/.test(mail.subject ?? '') && mail.text?.includes('Marquise 0.8ct'),
      )!;
      for (const mail of [booking, confirmation]) {
        expect(mail.text).toContain('Budget: $10,000 - $25,000\n');
        expect(mail.text).toContain(
          `Marquise 0.8ct (${withCents.stockNumber}), $1,002.50\nPear 0.9ct (${whole.stockNumber}), $1,002\n`,
        );
        expect(mail.html).toContain('$10,000 - $25,000');
        expect(mail.text).not.toMatch(/\$10,000\.00|\$1,002\.00/);
      }
    });

    test('200 concurrent orders are stored exactly 200 times, and each e-mail sent once, from the outbox alone', async () => {
      await em().nativeDelete(Order, {});
      await em().nativeDelete(LeadNotification, {});
      const queue = shop.app.get<Queue>(getQueueToken('mail'));
      const jobsBefore = await queue.getJobCountByTypes(['completed', 'waiting', 'active', 'delayed', 'failed']);
      const product = await createProduct(shop);
      const server = await shop.app.listen(0, '127.0.0.1');
      const { port } = server.address() as { port: number };
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          fetch(`http://127.0.0.1:${port}/api/orders`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(orderBody(product.id, { fullName: `Buyer ${n}`, email: undefined })),
          }).then(async (response) => ({ status: response.status, body: (await response.json()) as { id: string } })),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(201));
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(200);
      expect(await em().count(Order, {})).toBe(200);
      expect(await em().count(Order, { fullName: 'Buyer 7' })).toBe(1);
      expect(await em().count(LeadNotification, {})).toBe(200);
      await waitFor(
        'every notification sent',
        async () =>
          (await em().count(LeadNotification, { status: LeadNotificationStatus.Sent })) === 200 ? true : undefined,
        30000,
      );
      expect(await em().count(LeadNotification, { attempts: { $gt: 0 } })).toBe(0);
      // Lead e-mails never pass through Redis: the mail queue got no job.
      const jobsAfter = await queue.getJobCountByTypes(['completed', 'waiting', 'active', 'delayed', 'failed']);
      expect(jobsAfter - jobsBefore).toBe(0);
    }, 60000);
  });

  describe('with Redis down', () => {
    test('the lead is saved and its e-mails are sent all the same: they never depend on Redis', async () => {
      const outbox = mkdtempSync(join(tmpdir(), 'shop-leads-no-redis-'));
      const down = await createTestApp(
        { REDIS_URL: 'redis://127.0.0.1:1', MAIL_OUTBOX_DIR: outbox, LEAD_RATE_LIMIT_PER_IP: '100000/1h' },
        database.url,
      );
      try {
        setNow(down, '2026-11-20T09:00:00Z');
        const product = await createProduct(down);
        const order = await down.http
          .post('/api/orders')
          .send(orderBody(product.id, { email: 'offline@example.com' }))
          .expect(201);
        const booking = await down.http
          .post('/api/appointments')
          .send(appointmentBody({ email: undefined }))
          .expect(201);
        const mails = await mailsIn(outbox, 3);
        expect(mails.map((mail) => mail.subject).sort()).toEqual([
          expect.stringMatching(/^New appointment: Mary Somerville/),
          expect.stringMatching(/^New order request: /),
          expect.stringMatching(/^We received your order request - Lumen Jewelers \(LJ-\w{6}\)$/),
        ]);
        const rows = await waitFor('the rows marked sent', async () => {
          const found = await down.app
            .get(EntityManager)
            .fork()
            .find(LeadNotification, { leadId: { $in: [order.body.id, booking.body.id] } });
          return found.every((row) => row.status === 'sent') ? found : undefined;
        });
        expect(rows).toHaveLength(3);
        expect(rows.every((row) => row.sentAt && row.attempts === 0)).toBe(true);
      } finally {
        await down.close();
      }
    }, 30000);
  });

  describe('with the mail server failing', () => {
    let server: SMTPServer;
    let refusing = true;
    const received: string[] = [];

    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onRcptTo(_address, _session, callback) {
          if (!refusing) return callback();
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
        },
        onData(stream, _session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
          stream.on('end', () => {
            received.push(raw);
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    test('a row whose last attempt fails is kept as failed, and not tried again', async () => {
      const { port } = server.server.address() as { port: number };
      const shop = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, database.url);
      try {
        const em = shop.app.get(EntityManager).fork();
        const row = em.create(LeadNotification, {
          leadType: 'contact',
          leadId: randomUUID(),
          audience: 'staff',
          message: { to: 'owner@shop.test', subject: 'Last try', text: 'Last try', html: '<p>Last try</p>' },
          attempts: JOB_RETRIES.attempts - 1,
        });
        await em.flush();
        const failed = await waitFor('the row to fail for good', async () => {
          const found = await shop.app.get(EntityManager).fork().findOneOrFail(LeadNotification, { id: row.id });
          return found.status === 'failed' ? found : undefined;
        });
        expect(failed).toMatchObject({ attempts: JOB_RETRIES.attempts, sentAt: null });
        expect(failed.lastError).toMatch(/Mailbox temporarily unavailable/);
        await drain(shop);
        expect(
          (await shop.app.get(EntityManager).fork().findOneOrFail(LeadNotification, { id: row.id })).attempts,
        ).toBe(JOB_RETRIES.attempts);
      } finally {
        await shop.close();
      }
    });

    test('a failed send is kept on the row and retried after the backoff, then sent once', async () => {
      const { port } = server.server.address() as { port: number };
      const shop = await createTestApp(
        { SMTP_URL: `smtp://127.0.0.1:${port}`, LEAD_RATE_LIMIT_PER_IP: '100000/1h' },
        database.url,
      );
      try {
        const contact = await shop.http
          .post('/api/contact')
          .send(contactBody({ fullName: 'Retry Later' }))
          .expect(201);
        const rowsOf = () => shop.app.get(EntityManager).fork().find(LeadNotification, { leadId: contact.body.id });
        const failed = await waitFor('both rows to fail once', async () => {
          const rows = await rowsOf();
          return rows.length === 2 && rows.every((row) => row.attempts === 1) ? rows : undefined;
        });
        for (const row of failed) {
          expect(row.status).toBe('pending');
          expect(row.lastError).toMatch(/Mailbox temporarily unavailable/);
          // The `mail` queue's first backoff.
          expect(row.nextAttemptAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(2000);
          expect(row.sentAt).toBeNull();
        }
        expect(received).toHaveLength(0);

        refusing = false;
        const sent = await waitFor('both rows sent on their retry', async () => {
          const rows = await rowsOf();
          return rows.every((row) => row.status === 'sent') ? rows : undefined;
        });
        expect(sent.map((row) => row.attempts)).toEqual([1, 1]);
        expect(received).toHaveLength(2);
        expect(received.join('\n')).toContain('Retry Later');
      } finally {
        await shop.close();
      }
    }, 30000);
  });
});
