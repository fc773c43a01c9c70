import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, registerCustomer, type TestApp } from './support/test-app.js';

describe('customer accounts', () => {
  let shop: TestApp;
  beforeAll(async () => (shop = await createTestApp()));
  afterAll(() => shop.close());

  test('registration signs the customer in; the password is never returned', async () => {
    const { user, input, auth } = await registerCustomer(shop);
    expect(user).toMatchObject({
      username: input.username,
      email: input.email,
      firstName: 'Sam',
      lastName: 'Shopper',
      name: 'Sam Shopper',
      phoneNumber: '+44 20 7946 0000',
      role: 'customer',
      isAdmin: false,
      isDisabled: false,
    });
    expect(user._id).toBe(user.id);
    expect(JSON.stringify(user)).not.toMatch(/password/i);
    const me = await shop.http.get('/api/auth/me').set(auth).expect(200);
    expect(me.body.user.id).toBe(user.id);
  });

  test('e-mail and username are unique, ignoring case', async () => {
    const { input } = await registerCustomer(shop);
    const sameEmail = await shop.http
      .post('/api/auth/register')
      .send({ ...input, username: `${input.username}-2`, email: input.email.toUpperCase() })
      .expect(409);
    expect(sameEmail.body).toEqual({
      statusCode: 409,
      message: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
    });
    const sameUsername = await shop.http
      .post('/api/auth/register')
      .send({ ...input, username: input.username.toUpperCase(), email: `other-${input.email}` })
      .expect(409);
    expect(sameUsername.body.errors).toEqual({ username: 'This username is taken' });
  });

  test('registration checks every field and says what is wrong', async () => {
    const response = await shop.http
      .post('/api/auth/register')
      .send({ email: 'nope', password: '123', phoneNumber: 'call me' })
      .expect(400);
    expect(response.body.errors).toEqual({
      username: 'Username is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phoneNumber: 'Please enter a valid phone number',
    });
  });

  test('sign-in: right password signs in; wrong password and unknown address get the same 401', async () => {
    const { input, user } = await registerCustomer(shop);
    const login = await shop.http
      .post('/api/auth/login')
      .send({ email: input.email.toUpperCase(), password: input.password })
      .expect(200);
    expect(login.body).toMatchObject({ token: expect.any(String), user: { id: user.id } });
    const wrong = await shop.http.post('/api/auth/login').send({ email: input.email, password: 'not-it' }).expect(401);
    const unknown = await shop.http
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password: 'not-it' })
      .expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  test('/api/auth/me needs a valid token', async () => {
    await shop.http.get('/api/auth/me').expect(401);
    await shop.http.get('/api/auth/me').set('Authorization', 'Bearer forged.token.here').expect(401);
  });

  test('customers edit their name and phone, nothing else', async () => {
    const { auth } = await registerCustomer(shop);
    const changed = await shop.http
      .patch('/api/auth/me')
      .set(auth)
      .send({ firstName: 'Samantha', phoneNumber: '020 7946 0001' })
      .expect(200);
    expect(changed.body.user).toMatchObject({
      firstName: 'Samantha',
      lastName: 'Shopper',
      name: 'Samantha Shopper',
      phoneNumber: '020 7946 0001',
    });
    await shop.http.patch('/api/auth/me').set(auth).send({ role: 'admin' }).expect(400);
    await shop.http.patch('/api/auth/me').set(auth).send({ phoneNumber: 'x' }).expect(400);
    expect((await shop.http.get('/api/auth/me').set(auth).expect(200)).body.user.role).toBe('customer');
  });

  test('a customer’s valid credentials at the staff sign-in get 403 Not authorized as admin', async () => {
    const { input } = await registerCustomer(shop);
    const response = await shop.http
      .post('/api/admin/login')
      .send({ email: input.email, password: input.password })
      .expect(403);
    expect(response.body).toEqual({ statusCode: 403, message: 'Not authorized as admin' });
  });

  test('a disabled customer’s token stops working at once, and they cannot sign in', async () => {
    const { input, user, auth } = await registerCustomer(shop);
    await shop.http
      .put(`/api/admin/users/${user.id}`)
      .set(await shop.adminAuth())
      .send({ isDisabled: true })
      .expect(200);
    await shop.http.get('/api/auth/me').set(auth).expect(401);
    const login = await shop.http
      .post('/api/auth/login')
      .send({ email: input.email, password: input.password })
      .expect(403);
    expect(login.body.message).toBe('This account has been disabled. Please contact us.');
  });

  test('a deleted customer’s token stops working at once', async () => {
    const { user, auth } = await registerCustomer(shop);
    await shop.http
      .delete(`/api/admin/users/${user.id}`)
      .set(await shop.adminAuth())
      .expect(200);
    await shop.http.get('/api/auth/me').set(auth).expect(401);
  });
});
