import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { simpleParser, type ParsedMail } from 'mailparser';
import { EmailProofToken } from '../src/modules/auth/entities/email-proof-token.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import {
  closeAfterRelay,
  contactBody,
  createDemoAdmin,
  createProduct,
  orderBody,
  REFERENCE,
  setNow,
} from './support/leads.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

type Auth = { Authorization: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The confirmation e-mails written to `dir` for `to`, once there are `count` of them. */
async function proofMailsTo(dir: string, to: string, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 15000;
  for (;;) {
    const files = readdirSync(dir).filter((file) => file.endsWith('.eml') && statSync(join(dir, file)).size > 0);
    const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(join(dir, file)))));
    const found = mails.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === to);
    const proofs = found.filter((mail) => mail.subject?.startsWith('Confirm your e-mail address'));
    if (proofs.length >= count) return proofs;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} confirmation e-mails to ${to}`);
    await sleep(100);
  }
}

const tokenIn = (mail: ParsedMail) => mail.text!.match(/https:\/\/shop\.test\/confirm-email\/([A-Za-z0-9_-]+)/)![1];

/**
 * Issue 28, point 2: requests sent with an address before registering (or signed out) join the
 * account only once its owner confirms the address by the e-mailed link; registering proves nothing.
 */
describe('guest requests join the account once its address is proven', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'shop-guest-requests-'));
  let shop: TestApp;
  let database: OwnDatabase;
  let staff: Auth;
  const em = () => shop.app.get(EntityManager).fork();
  const requestsOf = (auth: Auth) => shop.http.get('/api/account/requests').set(auth).expect(200);
  const askProof = (auth: Auth) => shop.http.post('/api/account/email-proof').set(auth);
  const confirm = (auth: Auth, token: string) =>
    shop.http.post('/api/account/email-proof/confirm').set(auth).send({ token });

  beforeAll(async () => {
    database = await createOwnDatabase('guest_requests');
    shop = await createTestApp(
      { MAIL_OUTBOX_DIR: outbox, PUBLIC_URL: 'https://shop.test', LEAD_RATE_LIMIT_PER_IP: '100000/1h' },
      database.url,
    );
    await createDemoAdmin(shop);
    staff = await shop.adminAuth();
  });
  afterAll(async () => {
    await closeAfterRelay(shop);
    await database.drop();
  });

  test('a guest orders, registers (sees nothing), confirms from the e-mail link, then sees the order with its reference and status', async () => {
    const address = `guest-${Date.now()}@example.com`;
    const stone = await createProduct(shop, { name: 'Pear 1.01 ct Natural Diamond', stockNumber: `PR-${Date.now()}` });
    setNow(shop, '2026-11-20T09:00:00Z');
    // Typed differently from the account: addresses are compared normalised.
    const order = await shop.http
      .post('/api/orders')
      .send(orderBody(stone.id, { email: `  ${address.toUpperCase()} ` }))
      .expect(201);
    setNow(shop, '2026-11-20T10:00:00Z');
    const message = await shop.http
      .post('/api/contact')
      .send(contactBody({ email: address, message: 'Do you engrave?' }))
      .expect(201);
    await shop.http.put(`/api/admin/orders/${order.body.id}`).set(staff).send({ status: 'processing' }).expect(200);

    const owner = await registerCustomer(shop, { email: address });
    // Another account's request that names the same address stays that account's.
    const other = await registerCustomer(shop);
    await shop.http
      .post('/api/orders')
      .set(other.auth)
      .send(orderBody(stone.id, { email: address }))
      .expect(201);

    // Registered with the address, not yet proven: none of the guest requests.
    expect((await requestsOf(owner.auth)).body).toEqual({ data: [], emailConfirmed: false });

    expect((await askProof(owner.auth).expect(200)).body).toEqual({
      message: 'We have sent a confirmation link to your e-mail address. It works for 24 hours.',
    });
    const [mail] = await proofMailsTo(outbox, address, 1);
    const token = tokenIn(mail);
    expect(mail.html).toContain(`href="https://shop.test/confirm-email/${token}"`);
    expect(mail.text).not.toContain('Pear');
    // Only its hash is stored.
    const stored = await em().find(EmailProofToken, { user: owner.user.id });
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(token);

    // Another account cannot use it; it stays usable by its owner.
    expect((await confirm(other.auth, token).expect(403)).body.message).toBe(
      'This confirmation link was sent to another account. Sign in to the account it was sent to.',
    );
    expect((await requestsOf(other.auth)).body.data).toHaveLength(1);

    expect((await confirm(owner.auth, token).expect(200)).body.message).toBe(
      'Your e-mail address is confirmed. Requests you sent with it are in your account.',
    );
    const mine = (await requestsOf(owner.auth)).body;
    expect(mine.emailConfirmed).toBe(true);
    expect(mine.data).toEqual([
      expect.objectContaining({
        kind: 'message',
        id: message.body.id,
        reference: message.body.reference,
        status: 'new',
      }),
      expect.objectContaining({
        kind: 'order',
        id: order.body.id,
        reference: order.body.reference,
        status: 'processing',
        summary: `Pear 1.01 ct Natural Diamond (${stone.stockNumber})`,
      }),
    ]);
    expect(mine.data[1].reference).toMatch(REFERENCE);

    // Replayed: refused, clearly.
    expect((await confirm(owner.auth, token).expect(400)).body.message).toBe(
      'This confirmation link is invalid, has expired or was already used. Ask for a new one in My Account.',
    );
    // Already proven: no second e-mail.
    expect((await askProof(owner.auth).expect(200)).body.message).toBe('Your e-mail address is confirmed.');

    // The account's address changes (staff or a future profile change): the proof no longer counts.
    await em().nativeUpdate(User, { id: owner.user.id }, { email: `moved-${address}` });
    expect((await requestsOf(owner.auth)).body).toEqual({ data: [], emailConfirmed: false });
  });

  test('the guest lookup is served by an index on each kind of request, not a scan of every lead', async () => {
    for (const table of ['orders', 'appointments', 'contact_messages']) {
      const plan = await em()
        .getConnection()
        .transactional(async (tx) => {
          await em().getConnection().execute('set local enable_seqscan = off', [], 'run', tx);
          return em()
            .getConnection()
            .execute(
              `explain select id from "${table}" where customer_id is null and email = 'a@b.test'`,
              [],
              'all',
              tx,
            );
        });
      expect(JSON.stringify(plan)).toContain(`${table}_guest_email_index`);
    }
  });

  test('an expired link, an unknown one and one sent before the address changed are refused with a 400', async () => {
    const customer = await registerCustomer(shop);
    await askProof(customer.auth).expect(200);
    const [first] = await proofMailsTo(outbox, customer.input.email, 1);
    await em().nativeUpdate(EmailProofToken, { user: customer.user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const invalid =
      'This confirmation link is invalid, has expired or was already used. Ask for a new one in My Account.';
    expect((await confirm(customer.auth, tokenIn(first)).expect(400)).body.message).toBe(invalid);
    expect((await confirm(customer.auth, 'x'.repeat(43)).expect(400)).body).toMatchObject({
      message: invalid,
      errors: { token: invalid },
    });
    expect((await confirm(customer.auth, '').expect(400)).body.message).toBe(
      'This confirmation link is invalid, has expired or was already used.',
    );

    await askProof(customer.auth).expect(200);
    const [, second] = await proofMailsTo(outbox, customer.input.email, 2);
    await em().nativeUpdate(User, { id: customer.user.id }, { email: `new-${customer.input.email}` });
    expect((await confirm(customer.auth, tokenIn(second)).expect(400)).body.message).toBe(invalid);
    expect((await em().findOneOrFail(User, { id: customer.user.id })).provenEmail).toBeNull();
  });

  test('asking reveals nothing about an address, needs a session and is limited per address', async () => {
    const stone = await createProduct(shop);
    const withRequests = await registerCustomer(shop);
    const without = await registerCustomer(shop);
    await shop.http
      .post('/api/orders')
      .send(orderBody(stone.id, { email: withRequests.input.email }))
      .expect(201);
    // The same answer and list whether or not guest requests exist for the address.
    const a = await askProof(withRequests.auth).expect(200);
    const b = await askProof(without.auth).expect(200);
    expect(a.body).toEqual(b.body);
    expect((await requestsOf(withRequests.auth)).body).toEqual((await requestsOf(without.auth)).body);
    // Staff accounts send no requests.
    expect((await askProof(staff).expect(403)).body.message).toBe(
      'Staff accounts send no requests: there is nothing to confirm.',
    );
    // No address can be named: the link goes to the account's own.
    await shop.http.post('/api/account/email-proof').send({ email: withRequests.input.email }).expect(401);
    await shop.http
      .post('/api/account/email-proof/confirm')
      .send({ token: 'x'.repeat(43) })
      .expect(401);

    await askProof(without.auth).expect(200);
    await askProof(without.auth).expect(200);
    const limited = await askProof(without.auth).expect(429);
    expect(limited.body.message).toBe('Too many confirmation e-mails. Please try again later.');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
