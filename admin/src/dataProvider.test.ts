import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { dataProvider } from './dataProvider';

const fetchMock = jest.fn<typeof fetch>();

const user = {
  id: 'u-1',
  _id: 'u-1',
  name: 'Ada Stone',
  email: 'ada@shop.test',
  role: 'customer',
  isAdmin: false,
  isDisabled: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({ ...user, isDisabled: true }));
  globalThis.fetch = fetchMock;
});

const sentRequest = () => {
  const [url, init] = fetchMock.mock.calls[0];
  return { url, method: init?.method, body: JSON.parse(String(init?.body)) };
};

describe('update', () => {
  test('sends the whole record as ra-data-simple-rest does (the API ignores its read-only fields)', async () => {
    const { data } = await dataProvider.update('users', {
      id: 'u-1',
      data: { ...user, isDisabled: true },
      previousData: user,
    });

    expect(sentRequest()).toEqual({ url: '/api/admin/users/u-1', method: 'PUT', body: { ...user, isDisabled: true } });
    expect(data).toMatchObject({ id: 'u-1', isDisabled: true });
  });
});

describe('refused saves', () => {
  test('keep the API sentence as the form-level error next to the per-field messages', async () => {
    const body = {
      statusCode: 409,
      message: 'A product with stock number LG-1 already exists',
      errors: { 'specifications.stockNumber': 'A product with stock number LG-1 already exists' },
    };
    fetchMock.mockImplementation(async () => Response.json(body, { status: 409 }));

    const refused = dataProvider.create('products', { data: { name: 'x' } });

    await expect(refused).rejects.toMatchObject({
      status: 409,
      message: body.message,
      body: { errors: { ...body.errors, root: { serverError: body.message } } },
    });
  });

  test('other failures pass through unchanged', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ statusCode: 404, message: 'Product not found' }, { status: 404 }),
    );

    await expect(
      dataProvider.update('products', { id: 'p-1', data: { price: 1 }, previousData: { id: 'p-1' } }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Product not found',
      body: { message: 'Product not found' },
    });
  });
});

describe('getLeadOrigins', () => {
  test('GET /api/admin/lead-origins with the admin token; answers { data }', async () => {
    localStorage.setItem('shop.adminToken', 'jwt-1');
    fetchMock.mockImplementation(async () => Response.json({ data: ['https://partner.example'] }));

    expect(await dataProvider.getLeadOrigins()).toEqual({ data: ['https://partner.example'] });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/lead-origins');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt-1');
  });
});

describe('settings: the one document as the record settings/shop', () => {
  const document = { name: 'Lumen Jewelers', timeZone: 'Europe/London', leadNotifyEmails: [] };

  test('getOne GETs /api/admin/settings and gives the answer the record id', async () => {
    fetchMock.mockImplementation(async () => Response.json({ ...document, updatedAt: null, updatedBy: null }));

    const { data } = await dataProvider.getOne('settings', { id: 'shop' });

    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/settings');
    expect(data).toEqual({ ...document, updatedAt: null, updatedBy: null, id: 'shop' });
  });

  test('update PUTs the document without the id; a refusal keeps its sentence next to the field messages', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ ...document, updatedAt: '2026-11-22T10:00:00.000Z', updatedBy: null }),
    );

    const { data } = await dataProvider.update('settings', {
      id: 'shop',
      data: { ...document, id: 'shop' },
      previousData: { id: 'shop' },
    });

    expect(sentRequest()).toEqual({ url: '/api/admin/settings', method: 'PUT', body: document });
    expect(data).toMatchObject({ id: 'shop', updatedAt: '2026-11-22T10:00:00.000Z' });

    const body = { statusCode: 400, message: 'City is required', errors: { 'address.city': 'City is required' } };
    fetchMock.mockImplementation(async () => Response.json(body, { status: 400 }));
    await expect(
      dataProvider.update('settings', { id: 'shop', data: document, previousData: { id: 'shop' } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { 'address.city': 'City is required', root: { serverError: 'City is required' } } },
    });
  });
});

describe('custom methods', () => {
  test('answer { data } from the staff API, with the admin token', async () => {
    localStorage.setItem('shop.adminToken', 'jwt-1');
    fetchMock.mockImplementation(async () => Response.json({ id: 'imp-1', status: 'queued' }, { status: 202 }));

    expect(await dataProvider.retryImport('imp-1')).toEqual({ data: { id: 'imp-1', status: 'queued' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init?.method]).toEqual(['/api/admin/imports/imp-1/retry', 'POST']);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt-1');
  });

  test('saveContent sends a multipart POST for a new record and a PUT for an edit', async () => {
    fetchMock.mockImplementation(async () => Response.json({ id: 'fi-1' }));
    const image = new File(['x'], 'ring.jpg', { type: 'image/jpeg' });

    await dataProvider.saveContent('featured-images', { fields: { title: 'Sale' }, image });
    await dataProvider.saveContent('featured-images', { id: 'fi-1', fields: { title: 'Sale' } });

    const [[addUrl, add], [editUrl, edit]] = fetchMock.mock.calls;
    expect([
      addUrl,
      add?.method,
      (add?.body as FormData).get('title'),
      ((add?.body as FormData).get('image') as File).name,
    ]).toEqual(['/api/admin/featured-images', 'POST', 'Sale', 'ring.jpg']);
    expect([editUrl, edit?.method, (edit?.body as FormData).has('image')]).toEqual([
      '/api/admin/featured-images/fi-1',
      'PUT',
      false,
    ]);
  });
});

describe('supplier feeds (issue 21)', () => {
  const markup = {
    basis: 'cost' as const,
    bands: [{ from: 0, to: null, percent: 10, fixed: 0 }],
    rounding: 'nine' as const,
  };

  test.each([
    [
      'runSupplier',
      () => dataProvider.runSupplier('sup-1'),
      '/api/admin/imports/runs',
      'POST',
      { supplierId: 'sup-1' },
    ],
    ['confirmImport', () => dataProvider.confirmImport('imp-1'), '/api/admin/imports/imp-1/confirm', 'POST', undefined],
    ['discardImport', () => dataProvider.discardImport('imp-1'), '/api/admin/imports/imp-1/discard', 'POST', undefined],
    [
      'previewFeedMapping',
      () =>
        dataProvider.previewFeedMapping({
          supplierId: 'sup-1',
          columnAliases: { 'Stone ID': 'Stock #' },
        }),
      '/api/admin/imports/preview',
      'POST',
      { supplierId: 'sup-1', columnAliases: { 'Stone ID': 'Stock #' } },
    ],
    [
      'getTemplateColumns',
      () => dataProvider.getTemplateColumns('lab-grown'),
      '/api/admin/imports/columns/lab-grown',
      undefined,
      undefined,
    ],
    ['previewMarkup', () => dataProvider.previewMarkup({ markup }), '/api/admin/markup/preview', 'POST', { markup }],
    ['getDefaultMarkup', () => dataProvider.getDefaultMarkup(), '/api/admin/markup/default', undefined, undefined],
    ['saveDefaultMarkup', () => dataProvider.saveDefaultMarkup(markup), '/api/admin/markup/default', 'PUT', { markup }],
  ])('%s calls %s', async (_name, run, url, method, body) => {
    fetchMock.mockImplementation(async () => Response.json({ ok: true }));

    expect(await run()).toEqual({ data: { ok: true } });
    const [sentUrl, init] = fetchMock.mock.calls[0];
    expect([sentUrl, init?.method, init?.body === undefined ? undefined : JSON.parse(String(init.body))]).toEqual([
      url,
      method,
      body,
    ]);
  });

  test('a refused run rejects with the server’s sentence and status for the error reader', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ statusCode: 409, message: 'A run of Nivoda lab is already queued' }, { status: 409 }),
    );
    await expect(dataProvider.runSupplier('sup-1')).rejects.toMatchObject({
      status: 409,
      body: { message: 'A run of Nivoda lab is already queued' },
    });
  });
});
