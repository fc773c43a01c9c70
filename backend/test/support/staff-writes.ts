import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { ImportJob, ImportStatus } from '../../src/modules/inventory/entities/import-job.entity.js';
import { RepricingRepository } from '../../src/modules/inventory/repricing/repricing.repository.js';
import { QUEUES, QueueScope } from '../../src/modules/queue/index.js';
import { feedStones, labGrownFeed } from './feed-csv.js';
import { importEnded, runSupplierNow } from './import-runs.js';
import { appointmentBody, contactBody, createProduct, orderBody } from './leads.js';
import { repricingEnded } from './repricing.js';
import { signInStaff, type TestApp } from './test-app.js';

/**
 * One successful call of every staff write in openapi.json, keyed by operationId, for audit-walk.test.ts
 * (issue 33 §3: every staff write appears in the audit trail). Each fixture prepares what its call needs
 * (through the API where it can, so preparing is itself a staff write the trail records) and answers the
 * response of THE call; the walker finds that call's event by the response's X-Request-Id. A new staff
 * write needs a fixture here, or the walker fails for it.
 */

/** What a fixture is given: the shop (its own database, the demo Owner alone), and a local supplier feed server. */
export interface Walk {
  shop: TestApp;
  /** The demo Owner's bearer header. */
  auth: { Authorization: string };
  /** Serves `body` at `path` on the local "supplier" HTTP server; answers its URL. */
  serve(path: string, body: string): string;
  /** The app's IMPORT_DIR. */
  importDir: string;
}

export type StaffWriteFixture = (walk: Walk) => Promise<Response>;

let made = 0;
/** A name no other fixture uses (stock numbers, certificates, supplier names are unique in the shop). */
const unique = (prefix: string) => `${prefix}${++made}-${randomUUID().slice(0, 6)}`;

/** A real PNG, different bytes on each call (media is stored by content). */
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: ++made % 256, g: 90, b: 200 } } })
    .png()
    .toBuffer();

/** A multipart request with an image, as the console sends home-page slides, tiles and media. */
async function multipart(
  { shop, auth }: Walk,
  method: 'post' | 'put',
  path: string,
  fields: Record<string, string>,
  file = 'image',
) {
  const request = shop.http[method](path).set(auth);
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  return request.attach(file, await png(), { filename: 'photo.png', contentType: 'image/png' });
}

const idOf = async (pending: PromiseLike<Response>) => (await pending).body.id as string;

// ---- leads: the storefront's public forms make them -------------------------------------------------

const newOrder = async ({ shop }: Walk) =>
  idOf(
    shop.http
      .post('/api/orders')
      .send(orderBody((await createProduct(shop)).id))
      .expect(201),
  );
const newContact = ({ shop }: Walk) => idOf(shop.http.post('/api/contact').send(contactBody()).expect(201));

/** A Wednesday two to three weeks ahead, 16:00 UTC: within the default opening hours in London and New York. */
function bookableTime(): string {
  const day = new Date(Date.now() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
  return `${day.toISOString().slice(0, 10)}T16:00:00Z`;
}
const newAppointment = ({ shop }: Walk) =>
  idOf(
    shop.http
      .post('/api/appointments')
      .send(appointmentBody({ consultationDateTime: bookableTime() }))
      .expect(201),
  );

// ---- catalogue and home page ---------------------------------------------------------------------

const productBody = () => ({
  productType: 'lab-grown',
  name: '1.01 Carat Round Lab-Grown Diamond',
  description: 'A bright round stone.',
  price: 1900,
  mainImage: '/media/products/lg.webp',
  specifications: { stockNumber: unique('AW-'), shape: 'Round', weight: 1.01, color: 'F', clarity: 'VS1' },
});

const newProduct = ({ shop, auth }: Walk) =>
  idOf(shop.http.post('/api/admin/products').set(auth).send(productBody()).expect(201));
const newReview = ({ shop, auth }: Walk) =>
  idOf(
    shop.http
      .post('/api/admin/reviews')
      .set(auth)
      .send({ customerName: 'Emily R.', reviewText: 'Beautiful ring, quick delivery.' })
      .expect(201),
  );
const newSlide = (walk: Walk) =>
  idOf(multipart(walk, 'post', '/api/admin/featured-images', { title: unique('Slide ') }));
const newTile = (walk: Walk) =>
  idOf(multipart(walk, 'post', '/api/admin/shop-categories', { title: unique('Tile '), linkUrl: '/jewelry' }));

// ---- suppliers and their runs ----------------------------------------------------------------------

/** Markup rules of a supplier's own: its runs publish whether or not the shop's default is saved yet. */
const OWN_MARKUP = { basis: 'carat', bands: [{ from: 0, to: null, percent: 10, fixed: 0 }], rounding: 'none' };

async function newSupplier({ shop, auth, serve }: Walk, extra: Record<string, unknown> = {}) {
  const name = unique('Walk Gems ');
  const url = serve(`/${name.replace(/\W/g, '-')}.csv`, labGrownFeed(feedStones(name.replace(/\W/g, ''), 1, 2)));
  return (
    await shop.http
      .post('/api/admin/suppliers')
      .set(auth)
      .send({ name, category: 'lab-grown', sourceKind: 'http', http: { url }, markup: OWN_MARKUP, ...extra })
      .expect(201)
  ).body as { id: string };
}

/**
 * A run held for review (as supplier-feeds.test.ts holds one): a full feed of 5 stones runs, then the
 * supplier's file lists only 1, which would retire 80 % of its live stones, over the 20 % limit. (A run
 * held for want of a markup only happens until the shop's default is saved, which saveDefaultMarkup does.)
 */
async function heldRun(walk: Walk): Promise<string> {
  const { shop, auth, serve } = walk;
  const prefix = unique('HR');
  const path = `/${prefix}.csv`;
  const url = serve(path, labGrownFeed(feedStones(prefix, 1, 5)));
  const supplier = await newSupplier(walk, { http: { url } });
  expect(await runSupplierNow(shop, auth, supplier.id)).toMatchObject({ status: 'done', createdCount: 5 });
  serve(path, labGrownFeed(feedStones(prefix, 1, 1)));
  const held = await runSupplierNow(shop, auth, supplier.id);
  expect(held).toMatchObject({ status: 'held', heldFor: 'retirement' });
  return held.id;
}

const template = async ({ shop, auth }: Walk) =>
  (await shop.http.get('/api/admin/imports/templates/lab-grown').set(auth).buffer(true).expect(200)).text;

const band = (percent: number) => ({
  basis: 'carat',
  bands: [{ from: 0, to: null, percent, fixed: 0 }],
  rounding: 'dollar',
});

/** A valid settings document (settings.test.ts). */
const settingsBody = () => ({
  name: 'Lumen Jewelers',
  phone: '+44 20 7946 0958',
  email: 'hello@lumenjewelers.example',
  address: { line1: '12 Hatton Garden', city: 'London', postcode: 'EC1N 8AN', country: 'United Kingdom' },
  openingHours: [
    ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day, open: '10:30', close: '18:30' })),
    { day: 'saturday', open: '10:30', close: '17:30' },
    { day: 'sunday', closed: true },
  ],
  timeZone: 'Europe/London',
  bookingNoticeMinutes: 60,
  leadNotifyEmails: [],
  replyTime: 'within two working days',
  currencies: [],
  locale: 'en-US',
  returnDays: 30,
  shippingPromise: 'Free worldwide shipping, insured and tracked',
});

// ---- two-step sign-in: the demo Owner's own, left off after each fixture ----------------------------

/** The code the Owner's authenticator app shows `stepsAhead` 30-second steps from now. */
const totpCode = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

const startOwnTwoFactor = ({ shop, auth }: Walk) => shop.http.post('/api/admin/profile/two-factor').set(auth);

/** Turns the Owner's two-step sign-in on; answers the confirming call, the secret and the recovery codes. */
async function enrolOwner(w: Walk) {
  const { secret } = (await startOwnTwoFactor(w).expect(200)).body as { secret: string };
  const confirmed = await w.shop.http
    .post('/api/admin/profile/two-factor/confirm')
    .set(w.auth)
    .send({ code: totpCode(secret) });
  return { confirmed, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** Turns it off again (with a recovery code), so the next fixture finds the Owner as before. */
const disableOwnTwoFactor = ({ shop, auth }: Walk, recoveryCode: string) =>
  shop.http.post('/api/admin/profile/two-factor/disable').set(auth).send({ recoveryCode });

export const STAFF_WRITES: Record<string, StaffWriteFixture> = {
  // orders, contacts, appointments
  updateOrder: async (w) =>
    w.shop.http
      .put(`/api/admin/orders/${await newOrder(w)}`)
      .set(w.auth)
      .send({ status: 'contacted' }),
  deleteOrder: async (w) => w.shop.http.delete(`/api/admin/orders/${await newOrder(w)}`).set(w.auth),
  updateContact: async (w) =>
    w.shop.http
      .put(`/api/admin/contacts/${await newContact(w)}`)
      .set(w.auth)
      .send({ status: 'replied' }),
  deleteContact: async (w) => w.shop.http.delete(`/api/admin/contacts/${await newContact(w)}`).set(w.auth),
  updateAppointment: async (w) =>
    w.shop.http
      .put(`/api/admin/appointments/${await newAppointment(w)}`)
      .set(w.auth)
      .send({ status: 'confirmed' }),
  deleteAppointment: async (w) => w.shop.http.delete(`/api/admin/appointments/${await newAppointment(w)}`).set(w.auth),

  // products (made through the API when the call needs a whole one; a bare stone will do to delete)
  createProduct: (w) => w.shop.http.post('/api/admin/products').set(w.auth).send(productBody()),
  updateProduct: async (w) =>
    w.shop.http
      .put(`/api/admin/products/${await newProduct(w)}`)
      .set(w.auth)
      .send({ price: 2600 }),
  deleteProduct: async (w) => w.shop.http.delete(`/api/admin/products/${(await createProduct(w.shop)).id}`).set(w.auth),
  bulkDeleteProducts: async (w) => {
    const ids = [(await createProduct(w.shop)).id, (await createProduct(w.shop)).id];
    return w.shop.http.post('/api/admin/products/bulk-delete').set(w.auth).send({ ids });
  },

  // media
  uploadMedia: (w) => multipart(w, 'post', '/api/admin/media', { kind: 'image' }, 'file'),

  // home page: hero slides (featured images) and shop-by-category tiles
  createFeaturedImage: (w) => multipart(w, 'post', '/api/admin/featured-images', { title: 'Spring Collection' }),
  updateFeaturedImage: async (w) =>
    w.shop.http
      .put(`/api/admin/featured-images/${await newSlide(w)}`)
      .set(w.auth)
      .send({ subtitle: 'New arrivals' }),
  toggleFeaturedImage: async (w) =>
    w.shop.http.put(`/api/admin/featured-images/${await newSlide(w)}/toggle`).set(w.auth),
  reorderFeaturedImages: async (w) => {
    const [a, b] = [await newSlide(w), await newSlide(w)];
    const imageOrders = [
      { id: b, order: 0 },
      { id: a, order: 1 },
    ];
    return w.shop.http.put('/api/admin/featured-images/reorder').set(w.auth).send({ imageOrders });
  },
  deleteFeaturedImage: async (w) => w.shop.http.delete(`/api/admin/featured-images/${await newSlide(w)}`).set(w.auth),
  createShopCategory: (w) =>
    multipart(w, 'post', '/api/admin/shop-categories', { title: 'Rings', linkUrl: '/jewelry' }),
  updateShopCategory: async (w) =>
    w.shop.http
      .put(`/api/admin/shop-categories/${await newTile(w)}`)
      .set(w.auth)
      .send({ description: 'All rings' }),
  toggleShopCategory: async (w) => w.shop.http.put(`/api/admin/shop-categories/${await newTile(w)}/toggle`).set(w.auth),
  reorderShopCategories: async (w) => {
    const [a, b] = [await newTile(w), await newTile(w)];
    const categoryOrders = [
      { id: b, order: 0 },
      { id: a, order: 1 },
    ];
    return w.shop.http.put('/api/admin/shop-categories/reorder').set(w.auth).send({ categoryOrders });
  },
  deleteShopCategory: async (w) => w.shop.http.delete(`/api/admin/shop-categories/${await newTile(w)}`).set(w.auth),

  // reviews
  createReview: (w) =>
    w.shop.http.post('/api/admin/reviews').set(w.auth).send({ customerName: 'Noor K.', reviewText: 'Lovely.' }),
  updateReview: async (w) =>
    w.shop.http
      .put(`/api/admin/reviews/${await newReview(w)}`)
      .set(w.auth)
      .send({ reviewText: 'Even better.' }),
  toggleReviewStatus: async (w) =>
    w.shop.http.patch(`/api/admin/reviews/${await newReview(w)}/toggle-status`).set(w.auth),
  toggleReviewFeatured: async (w) =>
    w.shop.http.patch(`/api/admin/reviews/${await newReview(w)}/toggle-featured`).set(w.auth),
  setDisplayOrder: async (w) => {
    const reviews = [{ id: await newReview(w), displayOrder: 40 }];
    return w.shop.http.patch('/api/admin/reviews/bulk/display-order').set(w.auth).send({ reviews });
  },
  deleteReview: async (w) => w.shop.http.delete(`/api/admin/reviews/${await newReview(w)}`).set(w.auth),

  // legal pages and settings
  saveLegalPage: (w) =>
    w.shop.http.put('/api/admin/legal-pages/returns').set(w.auth).send({ markdown: '# Returns\n\nWithin 30 days.' }),
  saveSettings: (w) => w.shop.http.put('/api/admin/settings').set(w.auth).send(settingsBody()),

  // staff accounts
  createAdmin: (w) => {
    const password = 'staff-secret-123';
    const email = `${unique('walk-')}@lumenjewelers.example`;
    return w.shop.http
      .post('/api/admin/users')
      .set(w.auth)
      .send({ name: 'Walk Person', email, password, confirmPassword: password, role: 'sales' });
  },
  updateUser: async (w) =>
    w.shop.http
      .put(`/api/admin/users/${(await signInStaff(w.shop, 'sales')).user.id}`)
      .set(w.auth)
      .send({ role: 'manager' }),
  deleteUser: async (w) =>
    w.shop.http.delete(`/api/admin/users/${(await signInStaff(w.shop, 'sales')).user.id}`).set(w.auth),

  // two-step sign-in
  startTwoFactor: (w) => startOwnTwoFactor(w),
  confirmTwoFactor: async (w) => {
    const { confirmed, recoveryCodes } = await enrolOwner(w);
    await disableOwnTwoFactor(w, recoveryCodes[0]).expect(200);
    return confirmed;
  },
  disableTwoFactor: async (w) => disableOwnTwoFactor(w, (await enrolOwner(w)).recoveryCodes[0]),
  regenerateRecoveryCodes: async (w) => {
    const { secret } = await enrolOwner(w);
    // The confirming code's step is spent: the next step's code.
    const regenerated = await w.shop.http
      .post('/api/admin/profile/two-factor/recovery-codes')
      .set(w.auth)
      .send({ code: totpCode(secret, 1) });
    await disableOwnTwoFactor(w, regenerated.body.recoveryCodes[0]).expect(200);
    return regenerated;
  },
  resetStaffTwoFactor: async (w) =>
    w.shop.http.delete(`/api/admin/users/${(await signInStaff(w.shop, 'sales')).user.id}/two-factor`).set(w.auth),
  // Required would sign out every other staff member without it: the walk saves it off.
  saveSignInPolicy: (w) => w.shop.http.put('/api/admin/sign-in-policy').set(w.auth).send({ twoFactorRequired: false }),

  // privacy requests: a guest who asks by e-mail
  exportPerson: async (w) => {
    const email = `${unique('privacy-export-')}@example.com`;
    await w.shop.http.post('/api/contact').send(contactBody({ email })).expect(201);
    return w.shop.http.post('/api/admin/privacy/export').set(w.auth).send({ email });
  },
  erasePerson: async (w) => {
    const email = `${unique('privacy-erase-')}@example.com`;
    await w.shop.http.post('/api/contact').send(contactBody({ email })).expect(201);
    return w.shop.http.post('/api/admin/privacy/erase').set(w.auth).send({ email });
  },

  // suppliers
  createSupplier: (w) =>
    w.shop.http
      .post('/api/admin/suppliers')
      .set(w.auth)
      .send({
        name: unique('New Gems '),
        category: 'lab-grown',
        sourceKind: 'http',
        http: { url: w.serve('/never-run.csv', '') },
      }),
  updateSupplier: async (w) =>
    w.shop.http
      .put(`/api/admin/suppliers/${(await newSupplier(w)).id}`)
      .set(w.auth)
      .send({ retireLimitPercent: 35 }),
  deleteSupplier: async (w) => w.shop.http.delete(`/api/admin/suppliers/${(await newSupplier(w)).id}`).set(w.auth),
  setHostKey: async (w) => {
    // Saving an SFTP supplier connects to nothing; pinning its key needs no server either.
    const sftp = { host: '127.0.0.1', port: 2222, username: 'feeds', path: '/out/stones.csv', password: 'sftp-secret' };
    const supplier = await newSupplier(w, { sourceKind: 'sftp', http: undefined /* not sent */, sftp });
    return w.shop.http
      .post(`/api/admin/suppliers/${supplier.id}/host-key`)
      .set(w.auth)
      .send({ fingerprint: 'SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8' });
  },

  // markup and repricing
  saveDefaultMarkup: async (w) => {
    const saved = await w.shop.http
      .put('/api/admin/markup/default')
      .set(w.auth)
      .send({ markup: band(15) });
    if (saved.body.repricingJobId) await repricingEnded(w.shop, w.auth, saved.body.repricingJobId);
    return saved;
  },
  retryRepricing: async (w) => {
    // A repricing that failed for good. A markup save's job would retry 5 times with backoff (about 30 s,
    // as repricing-job.test.ts waits); this one is queued as a save queues it, but with a single attempt,
    // and its first query fails once.
    const failOnce = jest
      .spyOn(RepricingRepository.prototype, 'categoriesOf')
      .mockRejectedValueOnce(new Error('the database went away'));
    const queue = w.shop.app.get<Queue>(getQueueToken(QUEUES.repricing), { strict: false });
    const actor = { id: null, name: 'audit walk', email: null };
    const job = await queue.add(w.shop.app.get(QueueScope).stamp({ supplierId: null, actor }), { attempts: 1 });
    try {
      expect(await repricingEnded(w.shop, w.auth, String(job.id))).toMatchObject({ status: 'failed' });
    } finally {
      failOnce.mockRestore();
    }
    const retried = await w.shop.http.post(`/api/admin/repricing/${job.id}/retry`).set(w.auth);
    await repricingEnded(w.shop, w.auth, String(job.id));
    return retried;
  },

  // imports and supplier runs
  startImport: async (w) => {
    const csv = Buffer.from(await template(w));
    const started = await w.shop.http
      .post('/api/admin/imports')
      .set(w.auth)
      .field('category', 'lab-grown')
      .field('dryRun', 'true')
      .attach('file', csv, { filename: 'walk.csv', contentType: 'text/csv' });
    if (started.body.id) await importEnded(w.shop, w.auth, started.body.id);
    return started;
  },
  runSupplier: async (w) => {
    const supplier = await newSupplier(w);
    const queued = await w.shop.http.post('/api/admin/imports/runs').set(w.auth).send({ supplierId: supplier.id });
    if (queued.body.id) await importEnded(w.shop, w.auth, queued.body.id);
    return queued;
  },
  confirmRun: async (w) => w.shop.http.post(`/api/admin/imports/${await heldRun(w)}/confirm`).set(w.auth),
  discardRun: async (w) => w.shop.http.post(`/api/admin/imports/${await heldRun(w)}/discard`).set(w.auth),
  retryImport: async (w) => {
    // A failed import whose job was lost and whose file is kept (retryable), as a worker killed mid-run
    // leaves it (shared-redis.test.ts reaches it with real processes): the row and its file, written here.
    const csv = await template(w);
    const lost = Object.assign(new ImportJob(), {
      fileName: 'lost.csv',
      fileSize: Buffer.byteLength(csv),
      category: 'lab-grown',
      status: ImportStatus.Failed,
      error: 'The job was lost',
    });
    lost.storedFile = `incoming/${lost.id}.csv`;
    mkdirSync(join(w.importDir, 'incoming'), { recursive: true });
    writeFileSync(join(w.importDir, lost.storedFile), csv);
    await w.shop.app.get(EntityManager).fork().persist(lost).flush();
    const { id } = lost;
    const retried = await w.shop.http.post(`/api/admin/imports/${id}/retry`).set(w.auth);
    if (retried.status === 202) await importEnded(w.shop, w.auth, id);
    return retried;
  },
};
