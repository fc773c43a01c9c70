import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { simpleParser, type ParsedMail } from 'mailparser';
import { Appointment } from '../src/modules/appointments/entities/appointment.entity.js';
import { LeadNotification } from '../src/modules/leads/entities/lead-notification.entity.js';
import { appointmentBody, createDemoAdmin, createProduct, REFERENCE, setNow } from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Mail {
  parsed: ParsedMail;
  /** The raw file, for the calendar part's headers. */
  raw: string;
  /** The invitation, unfolded. */
  ics: string;
}

/**
 * Issue 28, points 5–7 and 19: staff confirm, reschedule and cancel an appointment and add its video
 * link; each reaches the customer as an e-mail in the outbox with the calendar invitation updated.
 */
describe('appointment changes staff make reach the customer', () => {
  let shop: TestApp;
  let database: OwnDatabase;
  let auth: { Authorization: string };
  const outbox = mkdtempSync(join(tmpdir(), 'shop-appointment-changes-'));
  const em = () => shop.app.get(EntityManager).fork();
  const seen = new Set<string>();
  let shopName: string;
  let shopEmail: string;

  /** The next e-mail the worker writes to `to` (each is handed out once). */
  async function nextMailTo(to: string): Promise<Mail> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      for (const file of readdirSync(outbox)
        .filter((name) => name.endsWith('.eml') && !seen.has(name))
        .sort()) {
        const path = join(outbox, file);
        const size = statSync(path).size;
        await sleep(50);
        if (statSync(path).size !== size) continue;
        const raw = readFileSync(path, 'utf8');
        const parsed = await simpleParser(raw);
        if (parsed.to && !Array.isArray(parsed.to) && parsed.to.text === to) {
          seen.add(file);
          const calendar = parsed.attachments.find((part) => part.contentType === 'text/calendar');
          return { parsed, raw, ics: (calendar?.content.toString() ?? '').replace(/\r\n /g, '') };
        }
      }
      if (Date.now() > deadline) throw new Error(`no new e-mail to ${to}`);
      await sleep(100);
    }
  }

  const notices = (id: string) => em().count(LeadNotification, { leadId: id, audience: 'visitor' });
  const put = (id: string, body: Record<string, unknown>) =>
    shop.http.put(`/api/admin/appointments/${id}`).set(auth).send(body);

  beforeAll(async () => {
    database = await createOwnDatabase('appointment_changes');
    shop = await createTestApp(
      { MAIL_OUTBOX_DIR: outbox, PUBLIC_URL: 'https://shop.test', LEAD_RATE_LIMIT_PER_IP: '100000/1h' },
      database.url,
    );
    await createDemoAdmin(shop);
    auth = await shop.adminAuth();
    ({ name: shopName, email: shopEmail } = (await shop.http.get('/api/shop').expect(200)).body);
    // Friday 20 November 2026, 9:00 in London; the shop opens 10:30–18:30 on weekdays.
    setNow(shop, '2026-11-20T09:00:00Z');
  });
  afterAll(async () => {
    await shop?.close();
    await database.drop();
  });

  describe('a video consultation, confirmed, moved, given its link and cancelled', () => {
    let id: string;
    let reference: string;
    let uid: string;

    test('the booking is acknowledged as requested, not booked; the invitation stays tentative', async () => {
      const ring = await createProduct(shop, { name: 'Oval Halo Ring', stockNumber: 'OVAL-1' });
      const { body } = await shop.http
        .post('/api/appointments')
        .send(
          appointmentBody({
            meetingMode: 'video',
            consultationDateTime: '2026-11-23T14:00:00Z',
            productIds: [ring.id],
          }),
        )
        .expect(201);
      ({ id, reference } = body);
      expect(reference).toMatch(REFERENCE);
      uid = `UID:${id}@shop.test`;

      const mail = await nextMailTo('mary@example.com');
      expect(mail.parsed.subject).toBe(`Your consultation request at ${shopName} (${reference})`);
      const text = mail.parsed.text!;
      expect(text).toContain('We will confirm your requested time shortly');
      expect(text).not.toMatch(/has been booked/i);
      expect(text).toContain(`Reference: ${reference}\n`);
      expect(text).toContain('Requested time: Monday, November 23, 2026 at 2:00 PM (London time)\n');
      expect(text).toContain('Where: Video call (we will e-mail you the link to join)\n');
      // Said once, in its row: no paragraph repeats where.
      expect(text.match(/link to join/g)).toHaveLength(1);
      // The shortlist comes before "Questions?", and no label is said twice.
      expect(text.indexOf('Oval Halo Ring')).toBeGreaterThan(-1);
      expect(text.indexOf('Oval Halo Ring')).toBeLessThan(text.indexOf('Questions'));
      expect(text.match(/When:|Requested time:/g)).toHaveLength(1);
      expect(mail.ics).toContain('METHOD:REQUEST');
      expect(mail.ics).toContain(uid);
      expect(mail.ics).toContain('STATUS:TENTATIVE');
      expect(mail.ics).toContain('SEQUENCE:0');
      expect(mail.ics).toContain('DTSTART:20261123T140000Z');

      const staff = await nextMailTo(shopEmail);
      expect(staff.parsed.text).toContain('asked for a consultation by video');
      expect(staff.parsed.text).toContain('Where: Video call (no link sent yet)\n');
      expect(staff.parsed.text).toContain(`Reference: ${reference}\n`);

      const staffView = await shop.http.get(`/api/admin/appointments/${id}`).set(auth).expect(200);
      expect(staffView.body).toMatchObject({ meetingMode: 'video', videoLink: null, reference });
    });

    test('confirming sends CONFIRMED with SEQUENCE:1 under the same UID', async () => {
      const { body } = await put(id, { status: 'confirmed' }).expect(200);
      expect(body.status).toBe('confirmed');
      const mail = await nextMailTo('mary@example.com');
      expect(mail.parsed.subject).toBe(`Your consultation is confirmed (${reference})`);
      expect(mail.parsed.text).toContain('We have confirmed your consultation on Monday, November 23, 2026 at 2:00 PM');
      expect(mail.parsed.text).toContain(`Reference: ${reference}`);
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
      expect(mail.ics).toContain(uid);
      expect(mail.ics).toContain('STATUS:CONFIRMED');
      expect(mail.ics).toContain('SEQUENCE:1');
    });

    test('a note alone, or the whole record sent back unchanged, e-mails nobody', async () => {
      const before = await notices(id);
      const { body: record } = await put(id, { notes: 'Prefers Zoom' }).expect(200);
      await put(id, record).expect(200);
      expect(await notices(id)).toBe(before);
      expect((await em().findOneOrFail(Appointment, { id })).inviteSequence).toBe(1);
    });

    test.each([
      ['on a Sunday', '2026-11-29T14:00:00Z', 'No consultations available on Sundays'],
      ['after closing', '2026-11-24T19:00:00Z', 'Weekday consultations are available from 10:30 AM to 6:30 PM'],
      ['in the past', '2026-11-19T14:00:00Z', 'Consultation date and time must be in the future'],
      ['not a time', 'next Tuesday', 'Please enter a valid date and time'],
    ])('a new time %s is refused, and nothing changes or is sent', async (_when, time, message) => {
      const before = await notices(id);
      const { body } = await put(id, { consultationDateTime: time, status: 'confirmed' }).expect(400);
      expect(body.message).toBe(message);
      expect(body.errors).toEqual({ consultationDateTime: message });
      const stored = await em().findOneOrFail(Appointment, { id });
      expect(stored.consultationDateTime.toISOString()).toBe('2026-11-23T14:00:00.000Z');
      expect(stored.inviteSequence).toBe(1);
      expect(await notices(id)).toBe(before);
    });

    test('a new time within the hours moves the event: SEQUENCE:2 and the new DTSTART', async () => {
      const { body } = await put(id, { consultationDateTime: '2026-11-24T11:00:00+00:00' }).expect(200);
      expect(body.consultationDateTime).toBe('2026-11-24T11:00:00.000Z');
      const mail = await nextMailTo('mary@example.com');
      expect(mail.parsed.subject).toBe(`Your consultation has a new time (${reference})`);
      expect(mail.parsed.text).toContain('Your consultation has moved to Tuesday, November 24, 2026 at 11:00 AM');
      expect(mail.ics).toContain(uid);
      expect(mail.ics).toContain('SEQUENCE:2');
      expect(mail.ics).toContain('DTSTART:20261124T110000Z');
      expect(mail.ics).toContain('DTEND:20261124T120000Z');
      expect(mail.ics).toContain('STATUS:CONFIRMED');
    });

    test('a video link must be https; the link is sent, and is the invitation’s LOCATION and URL', async () => {
      for (const link of ['http://meet.example/room', 'javascript:alert(1)//https://x', 'meet.example/room']) {
        const { body } = await put(id, { videoLink: link }).expect(400);
        expect(body.errors).toEqual({ videoLink: 'The video link must be an https:// address' });
      }
      expect((await em().findOneOrFail(Appointment, { id })).inviteSequence).toBe(2);

      await put(id, { videoLink: 'https://meet.example/room-7?pwd=a,b' }).expect(200);
      const mail = await nextMailTo('mary@example.com');
      expect(mail.parsed.subject).toBe(`Your video consultation link (${reference})`);
      expect(mail.parsed.text).toContain('To join your video consultation, open https://meet.example/room-7?pwd=a,b');
      expect(mail.parsed.text).toContain('Where: Video call: https://meet.example/room-7?pwd=a,b');
      expect(mail.ics).toContain('SEQUENCE:3');
      expect(mail.ics).toContain('LOCATION:https://meet.example/room-7?pwd=a\\,b');
      expect(mail.ics).toContain('URL:https://meet.example/room-7?pwd=a,b');
    });

    test('cancelling sends METHOD:CANCEL and STATUS:CANCELLED; a cancelled one is not moved', async () => {
      await put(id, { status: 'cancelled' }).expect(200);
      const mail = await nextMailTo('mary@example.com');
      expect(mail.parsed.subject).toBe(`Your consultation is cancelled (${reference})`);
      expect(mail.parsed.text).toContain('Your consultation has been cancelled.');
      expect(mail.parsed.text).toContain(`quoting ${reference}`);
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);
      expect(mail.ics).toContain('METHOD:CANCEL');
      expect(mail.ics).toContain('STATUS:CANCELLED');
      expect(mail.ics).toContain('SEQUENCE:4');
      expect(mail.ics).toContain(uid);

      const { body } = await put(id, { consultationDateTime: '2026-11-25T11:00:00Z' }).expect(400);
      expect(body.message).toBe('A cancelled appointment cannot be rescheduled');
    });
  });

  test('a showroom booking names the showroom’s address; it takes no video link', async () => {
    const { body: info } = await shop.http.get('/api/shop').expect(200);
    const { body } = await shop.http
      .post('/api/appointments')
      .send(appointmentBody({ email: 'shown@example.com', consultationDateTime: '2026-11-24T15:00:00Z' }))
      .expect(201);
    const mail = await nextMailTo('shown@example.com');
    expect(mail.parsed.text).toContain(`Where: Our showroom, ${info.address.line1}`);
    expect(mail.ics).toContain(`LOCATION:${info.address.line1}`);
    const { body: answer } = await put(body.id, { videoLink: 'https://meet.example/x' }).expect(400);
    expect(answer.errors).toEqual({ videoLink: 'Only a video consultation has a video link' });
    expect((await shop.http.get(`/api/admin/appointments/${body.id}`).set(auth)).body.meetingMode).toBe('showroom');
  });

  test('an unknown meeting mode is refused', async () => {
    const { body } = await shop.http
      .post('/api/appointments')
      .send(appointmentBody({ meetingMode: 'phone' }))
      .expect(400);
    expect(body.errors).toEqual({ meetingMode: 'Please choose the showroom or a video call' });
  });

  test('a late start’s invitation ends at closing time; one at closing time has no end after it', async () => {
    await shop.http
      .post('/api/appointments')
      .send(appointmentBody({ email: 'late@example.com', consultationDateTime: '2026-11-24T18:00:00Z' }))
      .expect(201);
    expect((await nextMailTo('late@example.com')).ics).toContain('DTEND:20261124T183000Z');
    await shop.http
      .post('/api/appointments')
      .send(appointmentBody({ email: 'closing@example.com', consultationDateTime: '2026-11-24T18:30:00Z' }))
      .expect(201);
    const closing = await nextMailTo('closing@example.com');
    expect(closing.ics).toContain('DTSTART:20261124T183000Z');
    expect(closing.ics).not.toContain('DTEND');
  });

  test('without an e-mail address, staff changes send nothing', async () => {
    const { body } = await shop.http
      .post('/api/appointments')
      .send(appointmentBody({ email: undefined, consultationDateTime: '2026-11-25T12:00:00Z' }))
      .expect(201);
    await put(body.id, { status: 'confirmed' }).expect(200);
    await put(body.id, { consultationDateTime: '2026-11-25T13:00:00Z' }).expect(200);
    expect(await notices(body.id)).toBe(0);
    expect((await em().findOneOrFail(Appointment, { id: body.id })).inviteSequence).toBe(2);
  });

  test('the list can show upcoming appointments only (from today on the shop’s calendar), soonest first', async () => {
    const yesterday = await em().findOneOrFail(Appointment, { email: 'late@example.com' });
    const past = em();
    const old = await past.findOneOrFail(Appointment, { id: yesterday.id });
    old.consultationDateTime = new Date('2026-11-19T12:00:00Z');
    await past.flush();
    const query = (filter: Record<string, unknown>) =>
      shop.http
        .get('/api/admin/appointments')
        .query({ filter: JSON.stringify(filter), sort: JSON.stringify(['consultationDateTime', 'ASC']) })
        .set(auth)
        .expect(200);
    const upcoming = (await query({ when: 'upcoming' })).body as Array<{ id: string; consultationDateTime: string }>;
    expect(upcoming.map((row) => row.id)).not.toContain(old.id);
    const times = upcoming.map((row) => row.consultationDateTime);
    expect(times).toEqual([...times].sort());
    expect(times.every((time) => time >= '2026-11-20T00:00:00.000Z')).toBe(true);
    expect((await query({ when: 'past' })).body.map((row: { id: string }) => row.id)).toEqual([old.id]);
    await shop.http
      .get('/api/admin/appointments')
      .query({ filter: JSON.stringify({ when: 'soon' }) })
      .set(auth)
      .expect(400);
    const videos = (await query({ meetingMode: 'video' })).body as Array<{ meetingMode: string }>;
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((row) => row.meetingMode === 'video')).toBe(true);
  });
});
