import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { LoggerService } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { Redis } from 'ioredis';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ContactMessage } from '../src/modules/contacts/entities/contact-message.entity.js';
import { LeadNotification } from '../src/modules/leads/entities/lead-notification.entity.js';
import { QueueScope } from '../src/modules/queue/queue-scope.js';
import {
  appointmentBody,
  closeAfterRelay,
  contactBody,
  createDemoAdmin,
  createProduct,
  orderBody,
  setNow,
} from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { dashboardDump as dashboardDumpOf, redisDump as redisDumpOf } from './support/shop-dump.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

/**
 * Issue 27, points 3, 4 (mail and timing), 6 and 15: what the shop's e-mail may leak or be abused for.
 * Reset links never rest in Redis or the staff queue dashboard; mail jobs carry ids, not personal data;
 * a taken address's owner hears of a sign-up attempt; forgot-password takes the same time for every
 * address; visitor confirmations quote nothing the sender wrote and are limited per recipient.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const STAFF = 'owner@shop.test';

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Every Nest log line of the app, as text. */
class CapturedLog implements LoggerService {
  readonly lines: string[] = [];
  private add(...parts: unknown[]) {
    this.lines.push(parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' '));
  }
  log(...parts: unknown[]) {
    this.add(...parts);
  }
  error(...parts: unknown[]) {
    this.add(...parts);
  }
  warn(...parts: unknown[]) {
    this.add(...parts);
  }
  debug(...parts: unknown[]) {
    this.add(...parts);
  }
  verbose(...parts: unknown[]) {
    this.add(...parts);
  }
}

describe('attack: mail, reset links and what the queue keeps', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'shop-mail-secrets-'));
  const log = new CapturedLog();
  let database: OwnDatabase;
  let shop: TestApp;
  let redis: Redis;
  const parsed = new Map<string, { size: number; mail: ParsedMail }>();

  /** Every e-mail the worker wrote so far, parsed (a file is parsed again while it grows). */
  async function mails(): Promise<ParsedMail[]> {
    const files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
    for (const file of files) {
      const size = statSync(join(outbox, file)).size;
      if (parsed.get(file)?.size !== size)
        parsed.set(file, { size, mail: await simpleParser(readFileSync(join(outbox, file))) });
    }
    return files.map((file) => parsed.get(file)!.mail);
  }

  const isTo = (mail: ParsedMail, address: string) =>
    (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.toLowerCase().includes(address.toLowerCase()));

  const mailsTo = async (address: string, subject?: RegExp) =>
    (await mails()).filter((mail) => isTo(mail, address) && (!subject || subject.test(mail.subject ?? '')));

  /** Waits for `count` mails to `address` (matching `subject`), and answers them. */
  const waitForMails = (address: string, count: number, subject?: RegExp) =>
    waitFor(`${count} e-mail(s) to ${address}`, async () => {
      const found = await mailsTo(address, subject);
      return found.length >= count ? found : undefined;
    });

  const tokenOf = (mail: ParsedMail) => mail.text!.match(/https:\/\/shop\.test\/reset-password\/([A-Za-z0-9_-]+)/)![1]!;

  const mailQueue = () => shop.app.get<Queue>(getQueueToken('mail'));

  /** Until the mail queue has nothing waiting, delayed or running. */
  const mailQueueSettled = () =>
    waitFor('the mail queue to settle', async () => {
      const counts = await mailQueue().getJobCounts();
      return counts.waiting + counts.active + counts.delayed === 0 ? true : undefined;
    });

  const redisDump = (match?: string) => redisDumpOf(redis, shop, match);
  const dashboardDump = () => dashboardDumpOf(shop);

  beforeAll(async () => {
    database = await createOwnDatabase('mail_secrets');
    shop = await createTestApp(
      {
        MAIL_OUTBOX_DIR: outbox,
        PUBLIC_URL: 'https://shop.test',
        LEAD_NOTIFY_EMAILS: STAFF,
        TRUST_PROXY: 'loopback',
        LEAD_RATE_LIMIT_PER_IP: '100000/1h',
        AUTH_RATE_LIMIT_PER_IP: '100000/1h',
        AUTH_RATE_LIMIT_PER_ADDRESS: '100000/1h',
        AUTH_REGISTER_RATE_LIMIT_PER_IP: '100000/1h',
        MAIL_CONFIRMATIONS_PER_ADDRESS: '3/24h',
      },
      database.url,
    );
    shop.app.useLogger(log);
    await createDemoAdmin(shop);
    redis = new Redis(shop.config.redisUrl, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    redis?.disconnect();
    await closeAfterRelay(shop);
    await database.drop();
  });

  test('point 3: a sent reset token is nowhere in Redis (any key, any type), the queue dashboard or the logs', async () => {
    const { input } = await registerCustomer(shop);
    await shop.http.post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const [mail] = await waitForMails(input.email, 1, /^Reset your/);
    const token = tokenOf(mail!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await mailQueueSettled();

    const stored = await redisDump();
    expect(stored).toContain(`${shop.config.queuePrefix}:mail:`); // the job is there, completed
    expect(stored).not.toContain(token);
    expect(await dashboardDump()).not.toContain(token);
    expect(log.lines.join('\n')).not.toContain(token);

    // The link in the mail works (and still says nothing to Redis).
    await shop.http.get(`/api/auth/verify-reset-token/${token}`).expect(200, { valid: true });
    expect(await redisDump()).not.toContain(token);
  });

  test('point 3: resetting the password ends every other outstanding link of the account', async () => {
    const { input } = await registerCustomer(shop);
    await shop.http.post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    await waitForMails(input.email, 1, /^Reset your/);
    await shop.http.post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const sent = await waitForMails(input.email, 2, /^Reset your/);
    const [older, newer] = sent.map(tokenOf);
    expect(older).not.toBe(newer);

    await shop.http.post('/api/auth/reset-password').send({ token: newer, password: 'the-new-secret' }).expect(200);
    await shop.http.get(`/api/auth/verify-reset-token/${older}`).expect(400);
    await shop.http.post('/api/auth/reset-password').send({ token: older, password: 'attacker-secret' }).expect(400);
    await shop.http.post('/api/auth/login').send({ email: input.email, password: 'the-new-secret' }).expect(200);
    await shop.http.post('/api/auth/login').send({ email: input.email, password: 'attacker-secret' }).expect(401);
  });

  test('point 4a: registering with a taken address e-mails its owner (once a day), quoting nothing the attempt typed', async () => {
    const { input } = await registerCustomer(shop, { firstName: 'Olive', lastName: 'Owner' });
    const attempt = {
      username: `intruder-${randomUUID().slice(0, 8)}`,
      email: input.email,
      password: 'whatever-123',
      firstName: 'Spammy',
      lastName: 'Visitcheapwatches',
      phoneNumber: '+1 555 010 7777',
    };
    await shop.http.post('/api/auth/register').send(attempt).expect(409);
    const [notice] = await waitForMails(input.email, 1, /tried to register/);
    const everything = `${notice!.subject}\n${notice!.text}\n${notice!.html}`;
    expect(notice!.text).toContain('Hello Olive Owner');
    expect(notice!.text).toContain('https://shop.test/login');
    expect(notice!.text).toContain('https://shop.test/forgot-password');
    for (const typed of [attempt.username, attempt.firstName, attempt.lastName, '555 010 7777', attempt.password])
      expect(everything).not.toContain(typed);

    // Asked again the same day: the answer is the same, the owner's inbox gets nothing more.
    await shop.http
      .post('/api/auth/register')
      .send({ ...attempt, username: `${attempt.username}-2` })
      .expect(409);
    await shop.http
      .post('/api/auth/register')
      .send({ ...attempt, username: `${attempt.username}-3` })
      .expect(409);
    await mailQueueSettled();
    await sleep(500);
    expect(await mailsTo(input.email, /tried to register/)).toHaveLength(1);
  });

  test('point 4b: forgot-password answers in the same time for real and unknown addresses', async () => {
    const real = await Promise.all(Array.from({ length: 20 }, () => registerCustomer(shop)));
    const unknown = Array.from({ length: 20 }, () => `nobody-${randomUUID().slice(0, 12)}@example.com`);
    const timeOf = async (email: string) => {
      const start = process.hrtime.bigint();
      await shop.http.post('/api/auth/forgot-password').send({ email }).expect(200);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    // Warm up both paths.
    for (let i = 0; i < 3; i += 1) {
      await timeOf(real[i]!.input.email);
      await timeOf(`warm-${i}-${randomUUID()}@example.com`);
    }
    await mailQueueSettled();
    const jobsBefore = await mailQueue().getCompletedCount();
    const realTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      realTimes.push(await timeOf(real[i]!.input.email));
      unknownTimes.push(await timeOf(unknown[i]!));
    }
    const range = (times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        p10: sorted[Math.floor(0.1 * (sorted.length - 1))]!,
        p90: sorted[Math.ceil(0.9 * (sorted.length - 1))]!,
      };
    };
    const a = range(realTimes);
    const b = range(unknownTimes);
    const overlap = Math.max(a.p10, b.p10) <= Math.min(a.p90, b.p90);
    if (!overlap) console.log('forgot-password times (ms)', { real: a, unknown: b });
    expect(overlap).toBe(true);

    // And the work is the same: one job per request, real or not, naming no address.
    await mailQueueSettled();
    expect((await mailQueue().getCompletedCount()) - jobsBefore).toBe(40);
    const stored = await redisDump(`${shop.config.queuePrefix}:mail:*`);
    for (const email of [...unknown, ...real.map((customer) => customer.input.email)])
      expect(stored).not.toContain(email);
  }, 60000);

  test('point 6: a contact confirmation quotes nothing the sender wrote, and one address gets at most 3 a day, whatever the IP', async () => {
    const uid = randomUUID().slice(0, 8);
    const stranger = `stranger-${uid}@example.com`;
    const spam = `Cheap watches at evil.example, call now ${uid}`;
    const name = `Visit evil.example ${uid}`;
    for (let i = 0; i < 5; i += 1) {
      await shop.http
        .post('/api/contact')
        .set('X-Forwarded-For', `203.0.113.${10 + i}`)
        .send(contactBody({ email: stranger, fullName: `${name} ${i}`, message: `${spam} #${i}` }))
        .expect(201);
    }
    // Every message is kept, and the staff hear of each, in full.
    const staff = await waitForMails(STAFF, 5, new RegExp(`^New message from Visit evil\\.example ${uid}`));
    expect(staff.map((mail) => mail.text).join('\n')).toContain(`${spam} #4`);
    expect(await shop.app.get(EntityManager).fork().count(ContactMessage, { email: stranger })).toBe(5);

    const confirmations = await waitForMails(stranger, 3);
    await mailQueueSettled();
    await sleep(500);
    expect(await mailsTo(stranger)).toHaveLength(3);
    for (const mail of confirmations) {
      expect(mail.subject).toMatch(/^We received your message - Lumen Jewelers \(LJ-\w{6}\)$/);
      const everything = `${mail.subject}\n${mail.text}\n${mail.html}`;
      expect(everything).not.toContain(uid);
      expect(everything).not.toContain('evil.example');
      expect(mail.text).toContain('Thank you for contacting us!');
    }
  });

  test('point 3: a job queued by an earlier version with a whole message is sent, then kept emptied', async () => {
    const uid = randomUUID().slice(0, 8);
    const to = `legacy-${uid}@example.com`;
    const link = `https://shop.test/reset-password/legacy-token-${uid}`;
    const job = await mailQueue().add({
      to,
      subject: 'Reset your Lumen Jewelers password',
      text: `Open ${link}`,
      html: `<a href="${link}">Choose a new password</a>`,
      database: shop.app.get(QueueScope).database,
    });
    const [mail] = await waitForMails(to, 1);
    expect(mail!.text).toContain(link);
    await mailQueueSettled();
    const kept = (await mailQueue().getJob(job.id))!;
    expect(await kept.getState()).toBe('completed');
    expect(JSON.stringify(kept.data)).not.toContain(uid);
    expect(await redisDump()).not.toContain(uid);
  });

  test('point 15: after an order, a booking, a contact message and a reset, mail jobs hold no name, address, phone, text or token; the mails are complete', async () => {
    setNow(shop, '2026-11-20T09:00:00Z');
    const uid = randomUUID().slice(0, 8);
    const product = await createProduct(shop, { name: `Oval ${uid} 1.5ct` });
    const order = {
      fullName: `Orla Ordering${uid}`,
      email: `orla-${uid}@example.com`,
      phone: '+44 20 7946 1111',
      message: `Please gift-wrap it ${uid}-order`,
    };
    const booking = {
      fullName: `Bea Booking${uid}`,
      email: `bea-${uid}@example.com`,
      phone: '+44 20 7946 2222',
      additionalDetails: `Yellow gold ${uid}-booking`,
    };
    const contact = {
      fullName: `Cara Contact${uid}`,
      email: `cara-${uid}@example.com`,
      phone: '+44 20 7946 3333',
      message: `Do you engrave ${uid}-contact`,
    };
    await shop.http.post('/api/orders').send(orderBody(product.id, order)).expect(201);
    await shop.http.post('/api/appointments').send(appointmentBody(booking)).expect(201);
    await shop.http.post('/api/contact').send(contactBody(contact)).expect(201);
    const customer = await registerCustomer(shop, { firstName: 'Rhea', lastName: `Reset${uid}` });
    await shop.http.post('/api/auth/forgot-password').send({ email: customer.input.email }).expect(200);

    // The e-mails, complete: staff get every detail, visitors the shop's own words.
    const staffMails = await waitForMails(STAFF, 3, new RegExp(uid));
    const staffText = staffMails.map((mail) => mail.text).join('\n');
    for (const value of [order.fullName, order.phone, order.email, order.message, product.name])
      expect(staffText).toContain(value);
    for (const value of [booking.fullName, booking.phone, booking.email, booking.additionalDetails])
      expect(staffText).toContain(value);
    for (const value of [contact.fullName, contact.phone, contact.email, contact.message])
      expect(staffText).toContain(value);
    const [orderConfirmation] = await waitForMails(order.email, 1);
    expect(orderConfirmation!.subject).toMatch(/^We received your order request - Lumen Jewelers \(LJ-\w{6}\)$/);
    expect(orderConfirmation!.text).toContain(`Product: ${product.name}`);
    expect(orderConfirmation!.text).toContain('Price: $2,450');
    expect(orderConfirmation!.text).not.toContain(order.fullName);
    expect(orderConfirmation!.text).not.toContain(order.message);
    const [bookingConfirmation] = await waitForMails(booking.email, 1);
    expect(bookingConfirmation!.subject).toMatch(/^Your consultation request at Lumen Jewelers \(LJ-\w{6}\)$/);
    expect(bookingConfirmation!.text).toContain('Monday, November 23, 2026 at 2:00 PM');
    expect(bookingConfirmation!.text).not.toContain(booking.fullName);
    expect(bookingConfirmation!.text).not.toContain(booking.additionalDetails);
    const ics = bookingConfirmation!.attachments.find((part) => part.contentType === 'text/calendar');
    if (ics) expect(ics.content.toString()).not.toContain(booking.fullName);
    const [contactConfirmation] = await waitForMails(contact.email, 1);
    expect(contactConfirmation!.text).not.toContain(contact.message);
    const [reset] = await waitForMails(customer.input.email, 1, /^Reset your/);
    const token = tokenOf(reset!);
    await mailQueueSettled();

    // The outbox rows still hold the complete messages (PostgreSQL), the queue only their ids.
    const rows = await shop.app.get(EntityManager).fork().find(LeadNotification, {});
    expect(rows.some((row) => row.message.text.includes(contact.message))).toBe(true);

    const secrets = [
      order.fullName,
      order.email,
      order.phone,
      order.message,
      booking.fullName,
      booking.email,
      booking.phone,
      booking.additionalDetails,
      contact.fullName,
      contact.email,
      contact.phone,
      contact.message,
      customer.input.email,
      `Reset${uid}`,
      token,
      STAFF,
    ];
    // A wrong password too: the shop's every key (queues, sign-in and reset counters) holds no address.
    await shop.http
      .post('/api/auth/login')
      .send({ email: customer.input.email, password: 'wrong-password' })
      .expect(401);
    const jobs = await redisDump();
    expect(jobs).toContain(':rate:');
    const dashboard = await dashboardDump();
    expect(dashboard).toContain('"name":"mail"');
    for (const secret of secrets) {
      expect(jobs).not.toContain(secret);
      expect(dashboard).not.toContain(secret);
    }
    // Every completed mail job is a kind and an id.
    const completed = await mailQueue().getCompleted(0, -1);
    expect(completed.length).toBeGreaterThanOrEqual(7);
    for (const job of completed) expect(Object.keys(job.data).sort()).toEqual(['database', 'id', 'kind']);
  });
});

describe('attack: a mail server that refuses a recipient', () => {
  let shop: TestApp;
  let server: SMTPServer;

  beforeAll(async () => {
    // Refuses every recipient, quoting the address, as real servers do.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        const error = new Error(`Recipient address rejected: ${address.address}: no such user`) as Error & {
          responseCode: number;
        };
        error.responseCode = 550;
        callback(error);
      },
    });
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port)),
    );
    shop = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://shop.test' });
  });
  afterAll(async () => {
    await shop.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('point 15: the failed job keeps the reason, without the address', async () => {
    const { input } = await registerCustomer(shop);
    await shop.http.post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const queue = shop.app.get<Queue>(getQueueToken('mail'));
    const job = await waitFor('the first failed attempt', async () => {
      const jobs = await queue.getJobs(['delayed', 'failed']);
      return jobs.find((candidate) => candidate?.failedReason) ?? undefined;
    });
    expect(job.failedReason).toMatch(/Recipient address rejected: <address>/);
    expect(JSON.stringify({ reason: job.failedReason, stack: job.stacktrace, data: job.data })).not.toContain(
      input.email,
    );
  });
});
