import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fetchUtils, HttpError, type DataProvider, type RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import sharp from 'sharp';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { appointmentBody, closeAfterRelay, contactBody, createDemoAdmin, orderBody, setNow } from './support/leads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The staff API as react-admin's own REST client sees it: the real `ra-data-simple-rest` package and
 * ra-core's fetchJson, against the server listening on a real port, for every resource the console
 * uses, with each call shaped exactly as react-admin makes it (default sort ["id","ASC"], the whole
 * record sent back on update, one PUT/DELETE per id for the *Many calls).
 */

/** Names that break naive code: astral characters, combining marks, RTL, joiners, dotted capitals. */
const ODD_NAMES = [
  'Zoë Ångström-Ñúñez',
  '𝒜da 😀 Lovelace',
  'Ǆemal İnce',
  'مريم الأسطرلابي',
  'Rene\u0301e O’Brien',
  '👩‍👩‍👧 Family Ōtani',
  'Z̤͔ͧ̑a̜l̲g̟o Test',
  '李小龍 ＦＵＬＬＷＩＤＴＨ',
  'Ελένη Παπαδοπούλου',
  'Jürgen Groß',
  '\u200Bzero-width Start',
  'Łukasz Żółć',
];
const COUNT = ODD_NAMES.length;
/** The record whose name `q` must find (a search term with an astral character). */
const SEARCHED = { name: ODD_NAMES[1], q: '😀 Love' };

let database: OwnDatabase;
let shop: TestApp;
let client: DataProvider;
let productIds: string[] = [];
let seeds = 0;

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: (seeds += 37) % 256, g: 90, b: 200 } } })
    .png()
    .toBuffer();

/** POST through fetchJson (react-admin's own http client), as the console does for the upload forms. */
async function postForm(
  url: string,
  fields: Record<string, string>,
  file: { field: string; bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return (await staffFetch(url, { method: 'POST', body: form })).json as RaRecord;
}

let token = '';
const staffFetch = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } });

let baseUrl = '';
const publicPost = async (path: string, body: unknown) => {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as RaRecord;
};

const productInput = (n: number, name: string) => ({
  productType: 'lab-grown',
  name,
  description: `Ünïcödé description ${n} — ✨`,
  price: 1000 + ((n * 733) % 5000),
  salePrice: n % 3 === 0 ? 900 : undefined,
  onSale: n % 3 === 0,
  countInStock: n % 4 === 0 ? undefined : n % 7,
  featured: n % 2 === 0,
  mainImage: '/catalog/diamond-round.svg',
  specifications: {
    stockNumber: `SR-${n}-Ω`,
    shape: ['Round', 'Oval', 'Pear'][n % 3],
    weight: 0.5 + n / 10,
    color: 'DEFGH'[n % 5],
    clarity: 'VS1',
  },
});

interface ResourceCase {
  name: string;
  /** Makes COUNT records (with ODD_NAMES); answers their ids. */
  seed: () => Promise<string[]>;
  /** The field showing the odd name, and a `filter` that finds SEARCHED.name by a part of it. */
  nameField: string;
  search?: Record<string, unknown>;
  /** A change staff make (update and updateMany); absent: the resource is read-only. */
  change?: Record<string, unknown>;
  /** The data of a create through the client (JSON), when the resource takes one. */
  create?: () => Record<string, unknown>;
  deletable: boolean;
  /** getManyReference: the parent's id field and how to find one parent and its children. */
  reference?: { target: string; parent: () => Promise<{ id: string; children: string[] }> };
  /** Fields the server may change on any save. */
  volatile?: string[];
}

const resources: ResourceCase[] = [
  {
    name: 'products',
    nameField: 'name',
    search: { q: SEARCHED.q },
    seed: async () => {
      productIds = [];
      for (const [n, name] of ODD_NAMES.entries())
        productIds.push(String((await client.create('products', { data: productInput(n, name) })).data.id));
      return productIds;
    },
    change: { name: 'Ŕenamed 💎 piece', featured: true },
    create: () => productInput(100, 'Created ✓ Ünïcode ring'),
    deletable: true,
    volatile: ['updatedAt'],
  },
  {
    name: 'orders',
    nameField: 'fullName',
    search: { q: SEARCHED.q },
    seed: async () => {
      const ids: string[] = [];
      for (const [n, fullName] of ODD_NAMES.entries()) {
        // Products 0 and 2: the searched name (product 1) is then in no order's product name.
        ids.push(
          String(
            (
              await publicPost(
                '/orders',
                orderBody(productIds[(n % 2) * 2], {
                  fullName,
                  email: `buyer${n}@example.com`,
                  message: `Ünïcode ${n}`,
                }),
              )
            ).id,
          ),
        );
      }
      return ids;
    },
    change: { status: 'contacted', adminNotes: 'Called 📞 — Ünïcode' },
    deletable: true,
    reference: {
      target: 'productId',
      parent: async () => {
        const { data } = await client.getList('orders', {
          pagination: { page: 1, perPage: 100 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        });
        const id = productIds[0];
        return { id, children: data.filter((order) => order.productId === id).map((order) => String(order.id)) };
      },
    },
  },
  {
    name: 'appointments',
    nameField: 'fullName',
    search: { q: SEARCHED.q },
    seed: async () => {
      setNow(shop, '2026-11-20T09:00:00Z');
      const ids: string[] = [];
      for (const [n, fullName] of ODD_NAMES.entries()) {
        const day = 23 + (n % 5);
        const hour = 15 + Math.floor(n / 5);
        const body = appointmentBody({
          fullName,
          email: `guest${n}@example.com`,
          consultationDateTime: `2026-11-${day}T${hour}:00:00Z`,
          budget: n % 2 ? 10000 : undefined,
          city: n % 3 ? 'Zürich' : undefined,
        });
        ids.push(String((await publicPost('/appointments', body)).id));
      }
      return ids;
    },
    change: { status: 'confirmed', notes: 'Bring the 💍' },
    deletable: true,
  },
  {
    name: 'contacts',
    nameField: 'fullName',
    search: { q: SEARCHED.q },
    seed: async () => {
      const ids: string[] = [];
      for (const [n, fullName] of ODD_NAMES.entries())
        ids.push(
          String(
            (
              await publicPost(
                '/contact',
                contactBody({
                  fullName,
                  email: n % 4 ? `writer${n}@example.com` : undefined,
                  message: `Hello ${n} 👋`,
                }),
              )
            ).id,
          ),
        );
      return ids;
    },
    change: { status: 'read', adminNotes: 'Ünïcode answer ✓' },
    deletable: true,
  },
  {
    name: 'featured-images',
    nameField: 'title',
    search: { q: SEARCHED.q },
    seed: async () => {
      const ids: string[] = [];
      for (const [n, title] of ODD_NAMES.entries()) {
        const fields = { title, subtitle: `Sübtitle ${n}`, isActive: String(n % 2 === 0) };
        ids.push(
          String(
            (
              await postForm(`${baseUrl}/api/admin/featured-images`, fields, {
                field: 'image',
                bytes: await png(),
                name: `slide-${n}.png`,
                type: 'image/png',
              })
            ).id,
          ),
        );
      }
      return ids;
    },
    change: { title: 'Ŝlide ✨ renamed', isActive: false },
    deletable: true,
    volatile: ['updatedAt'],
  },
  {
    name: 'shop-categories',
    nameField: 'title',
    search: { q: SEARCHED.q },
    seed: async () => {
      const ids: string[] = [];
      for (const [n, title] of ODD_NAMES.entries()) {
        const fields = { title, linkUrl: '/jewelry', description: `Dëscription ${n}`, isActive: String(n % 3 !== 0) };
        ids.push(
          String(
            (
              await postForm(`${baseUrl}/api/admin/shop-categories`, fields, {
                field: 'image',
                bytes: await png(),
                name: `tile-${n}.png`,
                type: 'image/png',
              })
            ).id,
          ),
        );
      }
      return ids;
    },
    change: { title: 'Ŧile 🧭 renamed', isActive: true },
    deletable: true,
    volatile: ['updatedAt'],
  },
  {
    name: 'reviews',
    nameField: 'customerName',
    search: { q: SEARCHED.q },
    seed: async () => {
      const ids: string[] = [];
      for (const [n, customerName] of ODD_NAMES.entries()) {
        const data = {
          customerName,
          reviewText: `Lovely ${n} ★★★`,
          rating: 1 + (n % 5),
          customerLocation: n % 2 ? 'Kraków, PL' : null,
          isFeatured: n % 3 === 0,
        };
        ids.push(String((await client.create('reviews', { data })).data.id));
      }
      return ids;
    },
    change: { customerName: 'Ŕeviewer 🌟', isFeatured: true, adminNotes: 'Ünïcode' },
    create: () => ({ customerName: 'Créé Ńew ✓', reviewText: 'Gorgeous 💎', rating: 4 }),
    deletable: true,
    volatile: ['updatedAt'],
  },
  {
    name: 'users',
    nameField: 'name',
    search: { q: SEARCHED.q },
    seed: async () => {
      const ids: string[] = [];
      for (const [n, name] of ODD_NAMES.entries()) {
        const data = {
          name,
          email: `staff${n}.ünï@example.com`.normalize('NFC').replace('ünï', 'uni'),
          password: 'secret-pass-1',
          confirmPassword: 'secret-pass-1',
          role: 'sales',
        };
        ids.push(String((await client.create('users', { data })).data.id));
      }
      return ids;
    },
    change: { isDisabled: true },
    create: () => ({
      name: 'Ńew Ädmin 🛡',
      email: 'new.admin@example.com',
      password: 'secret-pass-1',
      confirmPassword: 'secret-pass-1',
      role: 'catalogue',
    }),
    deletable: true,
  },
  {
    name: 'suppliers',
    nameField: 'name',
    search: { q: SEARCHED.q },
    seed: async () => {
      const ids: string[] = [];
      for (const [n, name] of ODD_NAMES.entries()) {
        const data = {
          name,
          category: ['lab-grown', 'natural', 'jewelry'][n % 3],
          sourceKind: 'manual',
          retireLimitPercent: 10 + n,
        };
        ids.push(String((await client.create('suppliers', { data })).data.id));
      }
      return ids;
    },
    change: { retireLimitPercent: 35, feedKind: 'delta' },
    create: () => ({ name: 'Ñew Süpplier ✓', category: 'natural', sourceKind: 'manual' }),
    deletable: true,
    volatile: ['updatedAt'],
  },
  {
    name: 'imports',
    nameField: 'fileName',
    seed: async () => {
      // The console's own templates (header and one example row), as dry runs: nothing is stored.
      // The three categories, so the worker runs three at a time (one import per category at once).
      const categories = ['lab-grown', 'natural', 'jewelry'];
      const templates = await Promise.all(
        categories.map(async (category) =>
          Buffer.from((await staffFetch(`${baseUrl}/api/admin/imports/templates/${category}`)).body),
        ),
      );
      const ids: string[] = [];
      for (const [n, name] of ODD_NAMES.entries()) {
        const file = { field: 'file', bytes: templates[n % 3], name: `${name}.csv`, type: 'text/csv' };
        ids.push(
          String(
            (await postForm(`${baseUrl}/api/admin/imports`, { category: categories[n % 3], dryRun: 'true' }, file)).id,
          ),
        );
      }
      // The worker in this process runs them; sorting on a status that moves meanwhile would prove nothing.
      for (let tries = 0; ; tries += 1) {
        const { data } = await client.getMany('imports', { ids });
        if (data.every((job) => job.status === 'done' || job.status === 'failed')) break;
        if (tries > 600) throw new Error('The imports did not finish');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return ids;
    },
    deletable: false,
    volatile: [
      'status',
      'progress',
      'totalItems',
      'createdCount',
      'updatedCount',
      'successCount',
      'failedCount',
      'unavailableCount',
      'failedItems',
      'error',
      'startedAt',
      'finishedAt',
    ],
  },
];

const page = (perPage: number, n = 1) => ({ page: n, perPage });
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
/** The fields a list column can show as they are: plain values in every record (not lists or objects), set in some. */
const listedFields = (records: RaRecord[]) =>
  [...new Set(records.flatMap((record) => Object.keys(record)))]
    .filter((key) => records.every((record) => isScalar(record[key])) && records.some((record) => record[key] !== null))
    .sort();
const isInstant = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value);
const ids = (records: RaRecord[]) => records.map((record) => String(record.id));

/** The refusal fetchJson rejects with, or a failure when the call succeeded. */
async function refusal(call: Promise<unknown>): Promise<HttpError> {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

/** A refusal with what the server said, for the test's report. */
const explained = (error: HttpError): never => {
  throw new Error(`${error.status} ${JSON.stringify(error.body)}`);
};

/** The fields of a record, leaving out those the server may change on any save. */
const steady = (record: RaRecord, volatile: string[] = []) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !volatile.includes(key)));

beforeAll(async () => {
  database = await createOwnDatabase('simple_rest');
  shop = await createTestApp({ LEAD_RATE_LIMIT_PER_IP: '1000/1h' }, database.url);
  await createDemoAdmin(shop);
  token = (await shop.adminAuth()).Authorization.replace(/^Bearer /, '');
  const server = await shop.app.listen(0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  client = simpleRestProvider(`${baseUrl}/api/admin`, staffFetch);
}, 60_000);

afterAll(async () => {
  if (shop) await closeAfterRelay(shop);
  await database?.drop();
});

describe.each(resources)('ra-data-simple-rest on $name', (resource) => {
  let seeded: string[] = [];
  /** Every record of the resource, as the default list (["id","ASC"]) answers them. */
  let all: RaRecord[] = [];

  beforeAll(async () => {
    seeded = await resource.seed();
    expect(seeded).toHaveLength(COUNT);
  }, 180_000);

  test('getList with the default sort ["id","ASC"] answers every record in id order, with the total', async () => {
    const answer = await client.getList(resource.name, {
      pagination: page(100),
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    all = answer.data;
    expect(answer.total).toBe(all.length);
    expect(ids(all)).toEqual(expect.arrayContaining(seeded));
    expect(ids(all)).toEqual([...ids(all)].sort());
    // Odd names come back exactly as written.
    const byId = new Map(all.map((record) => [String(record.id), record]));
    if (resource.name !== 'imports') expect(seeded.map((id) => byId.get(id)?.[resource.nameField])).toEqual(ODD_NAMES);
    // A range is a window of the same order.
    const window = await client.getList(resource.name, {
      pagination: page(5, 2),
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(ids(window.data)).toEqual(ids(all).slice(5, 10));
    expect(window.total).toBe(all.length);
  });

  test('getList sorts on every listed field, both ways, in a stable order that pages agree with', async () => {
    const fields = listedFields(all);
    expect(fields).toContain('id');
    for (const field of fields) {
      for (const order of ['ASC', 'DESC'] as const) {
        const sort = { field, order };
        const whole = await client
          .getList(resource.name, { pagination: page(100), sort, filter: {} })
          .catch((error: HttpError) => {
            throw new Error(`sort ${JSON.stringify(sort)} refused: ${error.status} ${error.message}`);
          });
        expect(whole.total).toBe(all.length);
        expect(ids(whole.data).sort()).toEqual(ids(all).sort());
        // Pages of 5 put together give the same list: ties are broken the same way every time.
        const paged: RaRecord[] = [];
        for (let n = 1; (n - 1) * 5 < all.length; n += 1)
          paged.push(...(await client.getList(resource.name, { pagination: page(5, n), sort, filter: {} })).data);
        expect({ sort, ids: ids(paged) }).toEqual({ sort, ids: ids(whole.data) });
        // Numbers, flags and instants are in order (texts follow the database's collation).
        const values = whole.data
          .map((record) => record[field])
          .filter((value) => value !== null && value !== undefined);
        if (values.every((value) => typeof value === 'number' || typeof value === 'boolean' || isInstant(value))) {
          const keys = values.map((value) => (isInstant(value) ? Date.parse(value) : Number(value)));
          const sorted = [...keys].sort((a, b) => (order === 'ASC' ? a - b : b - a));
          expect({ sort, keys }).toEqual({ sort, keys: sorted });
        }
      }
    }
  }, 120_000);

  test('getList filters (q finds an astral-plane name) and getMany answers every id asked for', async () => {
    if (resource.search) {
      const found = await client.getList(resource.name, {
        pagination: page(100),
        sort: { field: 'id', order: 'ASC' },
        filter: resource.search,
      });
      expect(found.data.map((record) => record[resource.nameField])).toEqual([SEARCHED.name]);
      expect(found.total).toBe(1);
    }
    // More ids than the default page of 10 (as a reference field of a long list asks), not all of them.
    const many = await client.getMany(resource.name, { ids: seeded.slice(1) });
    expect(ids(many.data).sort()).toEqual(seeded.slice(1).sort());
    const one = await client.getOne(resource.name, { id: seeded[3] });
    expect(one.data.id).toBe(seeded[3]);
    if (resource.name !== 'imports') expect(one.data[resource.nameField]).toBe(ODD_NAMES[3]);
    expect((await refusal(client.getOne(resource.name, { id: '00000000-0000-4000-8000-000000000000' }))).status).toBe(
      404,
    );
  });

  if (resource.reference) {
    const reference = resource.reference;
    test(`getManyReference by ${reference.target} answers the parent's records only`, async () => {
      const parent = await reference.parent();
      expect(parent.children.length).toBeGreaterThan(0);
      const answer = await client.getManyReference(resource.name, {
        target: reference.target,
        id: parent.id,
        pagination: page(100),
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(ids(answer.data)).toEqual([...parent.children].sort());
      expect(answer.total).toBe(parent.children.length);
    });
  }

  if (resource.create) {
    const data = resource.create;
    test('create answers the new record, which getOne then shows', async () => {
      const created = await client.create(resource.name, { data: data() });
      expect(created.data.id).toEqual(expect.any(String));
      expect((await client.getOne(resource.name, { id: created.data.id })).data).toEqual(created.data);
    });
  }

  if (resource.change) {
    const change = resource.change;
    test('update with the whole record as getOne answered it (plus a change) saves the change and nothing else', async () => {
      const id = seeded[4];
      const before = (await client.getOne(resource.name, { id })).data;
      // As react-admin's edit form sends it: the record as loaded, back whole, unchanged.
      const same = await client
        .update(resource.name, { id, data: { ...before }, previousData: before })
        .catch(explained);
      expect(steady(same.data, resource.volatile)).toEqual(steady(before, resource.volatile));
      const saved = await client
        .update(resource.name, { id, data: { ...before, ...change }, previousData: before })
        .catch(explained);
      expect(saved.data).toMatchObject(change);
      const after = (await client.getOne(resource.name, { id })).data;
      expect(after).toEqual(saved.data);
      const untouched = (record: RaRecord) =>
        Object.fromEntries(Object.entries(steady(record, resource.volatile)).filter(([key]) => !(key in change)));
      // Fields computed from the changed ones may follow them (a product's metaDescription follows its name).
      // An order's first move to contacted stamps contactedAt.
      const derived = ['metaDescription', 'contactedAt'];
      expect(
        Object.keys(untouched(after)).filter(
          (key) => !derived.includes(key) && JSON.stringify(after[key]) !== JSON.stringify(before[key]),
        ),
      ).toEqual([]);
    });

    test('update refuses an unknown field with a 400 that names it, and changes nothing', async () => {
      const id = seeded[5];
      const before = (await client.getOne(resource.name, { id })).data;
      const error = await refusal(
        client.update(resource.name, {
          id,
          data: { ...before, ...change, favouriteColour: 'teal' },
          previousData: before,
        }),
      );
      expect(error.status).toBe(400);
      expect(error.body).toMatchObject({ statusCode: 400 });
      expect(JSON.stringify(error.body)).toContain('favouriteColour');
      expect(steady((await client.getOne(resource.name, { id })).data, resource.volatile)).toEqual(
        steady(before, resource.volatile),
      );
    });

    test('updateMany applies the change to each id', async () => {
      const chosen = [seeded[6], seeded[7]];
      const answer = await client.updateMany(resource.name, { ids: chosen, data: change });
      expect(answer.data).toEqual(chosen);
      for (const id of chosen) expect((await client.getOne(resource.name, { id })).data).toMatchObject(change);
    });
  }

  if (resource.deletable) {
    test('delete and deleteMany remove the records and answer them', async () => {
      const deleted = await client.delete(resource.name, { id: seeded[8] });
      expect(deleted.data.id).toBe(seeded[8]);
      const many = await client.deleteMany(resource.name, { ids: [seeded[9], seeded[10]] });
      expect(many.data).toEqual([seeded[9], seeded[10]]);
      for (const id of [seeded[8], seeded[9], seeded[10]])
        expect((await refusal(client.getOne(resource.name, { id }))).status).toBe(404);
      const left = await client.getList(resource.name, {
        pagination: page(100),
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(ids(left.data)).not.toEqual(expect.arrayContaining([seeded[8]]));
    });
  }
});

describe('ra-data-simple-rest on product-history', () => {
  test('getManyReference by productId answers a product’s history, sorted on any listed field', async () => {
    const productId = productIds[0];
    const reference = (field: string, order: 'ASC' | 'DESC') =>
      client.getManyReference('product-history', {
        target: 'productId',
        id: productId,
        pagination: page(100),
        sort: { field, order },
        filter: {},
      });
    const answer = await reference('id', 'ASC');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.data.every((entry) => entry.productId === productId)).toBe(true);
    expect(ids(answer.data)).toEqual([...ids(answer.data)].sort());
    const fields = listedFields(answer.data);
    for (const field of fields)
      for (const order of ['ASC', 'DESC'] as const) expect((await reference(field, order)).total).toBe(answer.total);
  });
});
