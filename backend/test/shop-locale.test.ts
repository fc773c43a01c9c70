import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { simpleParser, type ParsedMail } from 'mailparser';
import { appointmentBody, closeAfterRelay, createDemoAdmin, setNow } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 29.5: the shop's e-mails write dates the way of its locale setting (default the spec's US
 * English) and its address in its country's order and words.
 */
describe("e-mails follow the shop's locale and country", () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let auth: { Authorization: string };
  const outbox = mkdtempSync(join(tmpdir(), 'shop-locale-'));
  const seen = new Set<string>();

  /** The next e-mail the worker writes to `to` (each is handed out once). */
  async function nextMailTo(to: string): Promise<ParsedMail> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      for (const file of readdirSync(outbox)
        .filter((name) => name.endsWith('.eml') && !seen.has(name))
        .sort()) {
        const path = join(outbox, file);
        const size = statSync(path).size;
        await sleep(50);
        if (statSync(path).size !== size) continue;
        const parsed = await simpleParser(readFileSync(path));
        if (parsed.to && !Array.isArray(parsed.to) && parsed.to.text === to) {
          seen.add(file);
          return parsed;
        }
      }
      if (Date.now() > deadline) throw new Error(`no new e-mail to ${to}`);
      await sleep(100);
    }
  }

  /** The settings as saved, with `changes` on top (PUT replaces the whole document). */
  async function saveSettings(changes: Record<string, unknown>) {
    const { body: saved } = await shop.http.get('/api/admin/settings').set(auth).expect(200);
    await shop.http
      .put('/api/admin/settings')
      .set(auth)
      .send({ ...saved, ...changes })
      .expect(200);
  }

  /** Books Saturday 5 December 2026, 2 PM in London, and answers the visitor's acknowledgement. */
  async function book(email: string): Promise<string> {
    await shop.http
      .post('/api/appointments')
      .send(appointmentBody({ email, consultationDateTime: '2026-12-05T14:00:00Z' }))
      .expect(201);
    return (await nextMailTo(email)).text!;
  }

  beforeAll(async () => {
    database = await createOwnDatabase('shop_locale');
    shop = await createTestApp(
      { MAIL_OUTBOX_DIR: outbox, PUBLIC_URL: 'https://shop.test', LEAD_RATE_LIMIT_PER_IP: '100000/1h' },
      database.url,
    );
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
    setNow(shop, '2026-12-01T09:00:00Z');
  });
  afterAll(async () => {
    await closeAfterRelay(shop);
    await database.drop();
  });

  test('by default (en-US) a booking is acknowledged in US English', async () => {
    expect((await shop.http.get('/api/shop').expect(200)).body.locale).toBe('en-US');
    const text = await book('us@example.com');
    expect(text).toContain('Requested time: Saturday, December 5, 2026 at 2:00 PM (London time)\n');
  });

  test('in en-GB the same booking reads the British way, and the showroom carries its county', async () => {
    await saveSettings({
      locale: 'en-GB',
      address: {
        line1: '12 Hatton Garden',
        city: 'London',
        region: 'Greater London',
        postcode: 'EC1N 8AN',
        country: 'United Kingdom',
      },
    });
    const { body } = await shop.http.get('/api/shop').expect(200);
    expect(body.locale).toBe('en-GB');

    const text = await book('gb@example.com');
    // Day before month, 24-hour clock (ICU's CLDR: 'Saturday, 5 December 2026' in en-GB).
    expect(text).toContain('Requested time: Saturday, 5 December 2026 at 14:00 (London time)\n');
    expect(text).not.toContain('December 5');
    expect(text).toContain('Where: Our showroom, 12 Hatton Garden, London EC1N 8AN, Greater London, United Kingdom\n');
  });

  test('a US showroom is written city, state and ZIP code, and the settings speak of State and ZIP code', async () => {
    const address = { line1: '580 Fifth Avenue', city: 'New York', region: 'NY', postcode: '', country: 'USA' };
    const { body: saved } = await shop.http.get('/api/admin/settings').set(auth).expect(200);
    const refused = await shop.http
      .put('/api/admin/settings')
      .set(auth)
      .send({ ...saved, address: { ...address, region: 'x'.repeat(101) } })
      .expect(400);
    expect(refused.body.errors).toEqual({
      'address.region': 'State must be at most 100 characters',
      'address.postcode': 'ZIP code is required',
    });

    await saveSettings({ locale: 'en-US', address: { ...address, postcode: '10036' } });
    const text = await book('ny@example.com');
    expect(text).toContain('Where: Our showroom, 580 Fifth Avenue, New York, NY 10036, USA\n');
  });
});
