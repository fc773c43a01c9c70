import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/database/mikro-orm.config.js';
import { copyLine, type CopyKind } from '../src/modules/inventory/pipeline/copy-text.js';
import { StagingRepository } from '../src/modules/inventory/pipeline/staging.repository.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';

/**
 * The inventory pipeline's staging: what the hand-written COPY text says is what PostgreSQL reads back,
 * for the values a supplier's file really holds (tabs, backslashes, quotes, odd Unicode, lists, JSON),
 * and the staging table keeps every column a product is written with.
 */
describe('inventory staging by COPY', () => {
  let database: OwnDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createOwnDatabase('inventory_pipeline');
    orm = await MikroORM.init({ ...ormConfig(database.url), logger: () => undefined });
  });
  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  test('the staging table has every column products are written with', async () => {
    const rows = await orm.em
      .fork()
      .execute<{ column_name: string }[]>(
        `select column_name from information_schema.columns where table_name = 'inventory_staging'`,
      );
    const staged = new Set(rows.map((row) => row.column_name));
    const missing = new StagingRepository(orm.em).columns.map((column) => column.field).filter((f) => !staged.has(f));
    expect(missing).toEqual([]);
  });

  const awkward = [
    'plain',
    'tab\there, new\nline, return\r, back\\slash \\N \\t',
    "quote \" and 'single', comma, {braces}, NULL",
    'Ünïcödé — 💎 ring, ﬁligree, 𝔊, \u200b zero width, עברית',
    '',
  ];

  test('odd values come back from PostgreSQL exactly as written', async () => {
    const staging = new StagingRepository(orm.em);
    const importId = randomUUID();
    const product = (text: string, i: number) => ({
      id: randomUUID(),
      productType: 'lab-grown',
      stockNumber: `S-${i}`,
      name: text,
      description: text,
      price: 1234.5 + i,
      carat: i % 2 ? null : 1.01,
      onSale: i % 2 === 0,
      tags: [text, 'second', ''],
      galleryImages: [],
      specs: { note: text, nested: { list: [text, 1, null, true] } },
      createdAt: new Date('2026-11-29T10:11:12.345Z'),
    });
    await staging.stage(
      importId,
      1,
      awkward.map((text, i) => ({ rowIndex: i + 1, product: product(text, i), payload: { text } })),
    );
    const back = await orm.em.fork().execute<Record<string, unknown>[]>(
      `select row_index, name, description, price::float8 as price, carat::float8 as carat, on_sale, tags, gallery_images,
              specs, created_at, payload from inventory_staging where import_id = ? order by row_index`,
      [importId],
    );
    expect(back).toHaveLength(awkward.length);
    back.forEach((row, i) => {
      const expected = product(awkward[i], i);
      expect(row.name).toBe(awkward[i]);
      expect(row.description).toBe(awkward[i]);
      expect(row.price).toBe(expected.price);
      expect(row.carat).toBe(expected.carat);
      expect(row.on_sale).toBe(expected.onSale);
      expect(row.tags).toEqual(expected.tags);
      expect(row.gallery_images).toEqual([]);
      expect(row.specs).toEqual(expected.specs);
      expect(new Date(row.created_at as string).toISOString()).toBe('2026-11-29T10:11:12.345Z');
      expect(row.payload).toEqual({ text: awkward[i] });
    });
    // Staged again (a retried batch): the earlier copy is replaced, not doubled.
    await staging.stage(importId, 1, [{ rowIndex: 1, product: product('again', 0) }]);
    const [{ count }] = await orm.em
      .fork()
      .execute<{ count: string }[]>('select count(*) from inventory_staging where import_id = ?', [importId]);
    expect(Number(count)).toBe(1);
    await staging.discardImport(importId);
  });

  test('a line is tab-separated with \\N for missing values and escapes for what would end a column', () => {
    const kinds: CopyKind[] = ['text', 'number', 'boolean', 'array', 'json', 'number'];
    expect(copyLine(['a\tb', 1.5, false, ['x,"y"'], { a: 'b\nc' }, Number.NaN], kinds)).toBe(
      'a\\tb\t1.5\tf\t{"x,\\\\"y\\\\""}\t{"a":"b\\\\nc"}\t\\N\n',
    );
    expect(copyLine([null, undefined, true, [], null, 0], kinds)).toBe('\\N\t\\N\tt\t{}\t\\N\t0\n');
  });
});
