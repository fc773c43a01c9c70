import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { PasswordResetToken } from '../src/modules/auth/entities/password-reset-token.entity.js';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

/** A real SMTP server in this process; resolves each delivered message, parsed. */
function startSmtpServer() {
  const inbox: ParsedMail[] = [];
  const waiting: Array<(mail: ParsedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        const next = waiting.shift();
        if (next) next(mail);
        else inbox.push(mail);
        callback();
      }, callback);
    },
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port)),
      ),
    nextMail: (timeoutMs = 10000) =>
      new Promise<ParsedMail>((resolve, reject) => {
        const queued = inbox.shift();
        if (queued) return resolve(queued);
        const deliver = (mail: ParsedMail) => {
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(deliver), 1);
          reject(new Error('no e-mail arrived'));
        }, timeoutMs);
        waiting.push(deliver);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const tokenOf = (mail: ParsedMail) => mail.text!.match(/https:\/\/shop\.test\/reset-password\/([A-Za-z0-9_-]+)/)![1];

describe('password reset', () => {
  const smtp = startSmtpServer();
  let shop: TestApp;
  beforeAll(async () => {
    const port = await smtp.listen();
    shop = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://shop.test',
      MAIL_FROM: 'Lumen Jewelers <hello@shop.test>',
    });
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  test('the reset e-mail arrives with a working absolute link, in plain text and HTML', async () => {
    const { input, auth } = await registerCustomer(shop);
    const answer = await shop.http
      .post('/api/auth/forgot-password')
      .send({ email: input.email.toUpperCase() })
      .expect(200);
    expect(answer.body).toEqual({
      message: 'If an account exists for that email, we have sent a password reset link.',
    });

    const mail = await smtp.nextMail();
    expect(mail.to).toMatchObject({ text: input.email });
    expect(mail.from?.text).toContain('hello@shop.test');
    expect(mail.subject).toBe('Reset your Lumen Jewelers password');
    const token = tokenOf(mail);
    expect(mail.html).toContain(`href="https://shop.test/reset-password/${token}"`);

    await shop.http.get(`/api/auth/verify-reset-token/${token}`).expect(200, { valid: true });
    await shop.http.post('/api/auth/reset-password').send({ token, password: 'brand-new-secret' }).expect(200);

    // The session from before the reset has ended; the new password works and the old one does not.
    await shop.http.get('/api/auth/me').set(auth).expect(401);
    await shop.http.post('/api/auth/login').send({ email: input.email, password: input.password }).expect(401);
    await shop.http.post('/api/auth/login').send({ email: input.email, password: 'brand-new-secret' }).expect(200);

    // The link works once.
    const reused = await shop.http
      .post('/api/auth/reset-password')
      .send({ token, password: 'another-secret' })
      .expect(400);
    expect(reused.body).toEqual({ statusCode: 400, message: 'The password reset link is invalid or has expired.' });
    await shop.http.get(`/api/auth/verify-reset-token/${token}`).expect(400);
  });

  test('an unknown address gets the same answer and no e-mail', async () => {
    const answer = await shop.http
      .post('/api/auth/forgot-password')
      .send({ email: 'nobody-here@example.com' })
      .expect(200);
    expect(answer.body).toEqual({
      message: 'If an account exists for that email, we have sent a password reset link.',
    });
    await expect(smtp.nextMail(1500)).rejects.toThrow('no e-mail arrived');
  });

  test('an expired link is refused', async () => {
    const { input } = await registerCustomer(shop);
    await shop.http.post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const token = tokenOf(await smtp.nextMail());
    const em = shop.app.get(EntityManager).fork();
    await em.nativeUpdate(
      PasswordResetToken,
      { user: { email: input.email } },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    await shop.http.get(`/api/auth/verify-reset-token/${token}`).expect(400);
    await shop.http.post('/api/auth/reset-password').send({ token, password: 'brand-new-secret' }).expect(400);
    await shop.http.post('/api/auth/login').send({ email: input.email, password: input.password }).expect(200);
  });

  test('forged and malformed tokens are refused with the same message', async () => {
    for (const token of ['A'.repeat(43), 'short', '../../etc/passwd']) {
      const verify = await shop.http.get(`/api/auth/verify-reset-token/${encodeURIComponent(token)}`).expect(400);
      expect(verify.body.message).toBe('The password reset link is invalid or has expired.');
    }
    const reset = await shop.http
      .post('/api/auth/reset-password')
      .send({ token: 'B'.repeat(43), password: 'brand-new-secret' })
      .expect(400);
    expect(reset.body.message).toBe('The password reset link is invalid or has expired.');
    const tooShort = await shop.http
      .post('/api/auth/reset-password')
      .send({ token: 'B'.repeat(43), password: '123' })
      .expect(400);
    expect(tooShort.body.errors).toEqual({ password: 'Password must be at least 6 characters' });
  });

  test('only the hash of a token is stored', async () => {
    const { input } = await registerCustomer(shop);
    await shop.http.post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const token = tokenOf(await smtp.nextMail());
    const stored = await shop.app
      .get(EntityManager)
      .fork()
      .find(PasswordResetToken, { user: { email: input.email } });
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].tokenHash).not.toContain(token);
  });
});
