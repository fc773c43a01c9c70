import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { repoRoot } from '../src/config/paths.js';
import { ormConfig } from '../src/database/mikro-orm.config.js';
import { Product, ProductType } from '../src/modules/catalog/entities/product.entity.js';
import { availabilityOf, discountOf, paidPriceOf } from '../src/modules/catalog/product-facts.js';
import { type DemoProduct, generateDemoProducts } from '../src/database/seeders/demo-catalog.js';
import { loadDemoCatalog } from '../src/database/seeders/load-demo-catalog.js';
import { type ArtDescription, parseArt } from '../src/database/seeders/art/art-description.js';
import { renderArt } from '../src/database/seeders/art/render-art.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const now = new Date('2026-06-01T12:00:00Z');
const catalogue = [...generateDemoProducts({ now })];
const ofType = (type: ProductType) => catalogue.filter((p) => p.productType === type);
const diamonds = [...ofType(ProductType.LabGrown), ...ofType(ProductType.NaturalDiamond)];
const jewelry = ofType(ProductType.Jewelry);
const values = (products: DemoProduct[], pick: (p: DemoProduct) => unknown) => new Set(products.map(pick));
// The facts take the entity's optional fields, where a row has nulls.
const facts = (p: DemoProduct) => ({
  ...p,
  salePrice: p.salePrice ?? undefined,
  countInStock: p.countInStock ?? undefined,
  availability: p.availability ?? undefined,
});
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

function take<T>(count: number, items: Iterable<T>): T[] {
  const taken: T[] = [];
  for (const item of items) {
    if (taken.length === count) break;
    taken.push(item);
  }
  return taken;
}

describe('the demo catalogue', () => {
  test('the same seed gives the same products, another seed others', () => {
    const first = take(50, generateDemoProducts({ seed: 7, now }));
    expect(take(50, generateDemoProducts({ seed: 7, now }))).toEqual(first);
    expect(take(50, generateDemoProducts({ seed: 8, now })).map((p) => p.id)).not.toEqual(first.map((p) => p.id));
  });

  test('has 3,000 lab-grown and 1,500 natural diamonds, 300 jewelry pieces and 20 rings, with unique VDB-like stock numbers', () => {
    expect(ofType(ProductType.LabGrown)).toHaveLength(3000);
    expect(ofType(ProductType.NaturalDiamond)).toHaveLength(1500);
    expect(jewelry).toHaveLength(300);
    expect(ofType(ProductType.Ring)).toHaveLength(20);
    expect(values(catalogue, (p) => p.stockNumber).size).toBe(catalogue.length);
    expect(values(catalogue, (p) => p.id).size).toBe(catalogue.length);
    expect(catalogue.filter((p) => !/^(LG|ND|JW|RG)-\d{6}$/.test(p.stockNumber))).toEqual([]);
  });

  test('names diamonds like imports do and prices them by carat and grade, lab-grown far below natural', () => {
    const label = (p: DemoProduct) => (p.productType === ProductType.LabGrown ? 'Lab-Grown' : 'Natural');
    expect(diamonds.filter((p) => p.name !== `${p.carat!.toFixed(2)} Carat ${p.shape} ${label(p)} Diamond`)).toEqual(
      [],
    );
    const perCarat = (type: ProductType) => median(ofType(type).map((p) => p.price / p.carat!));
    expect(perCarat(ProductType.NaturalDiamond)).toBeGreaterThan(3 * perCarat(ProductType.LabGrown));
    const natural = ofType(ProductType.NaturalDiamond);
    const price = (filter: (p: DemoProduct) => boolean) => median(natural.filter(filter).map((p) => p.price));
    expect(price((p) => p.carat! >= 2)).toBeGreaterThan(3 * price((p) => p.carat! < 1));
    const near = (p: DemoProduct) => p.carat! >= 0.9 && p.carat! < 1.2 && p.fancyColor === null;
    expect(price((p) => near(p) && p.color! <= 'E' && p.clarity!.startsWith('VVS'))).toBeGreaterThan(
      price((p) => near(p) && p.color! >= 'I' && p.clarity!.startsWith('SI')),
    );
    expect(values(diamonds, (p) => p.shape)).toEqual(
      new Set(['Round', 'Oval', 'Princess', 'Emerald', 'Asscher', 'Marquise', 'Pear', 'Heart', 'Cushion', 'Radiant']),
    );
    expect(values(diamonds, (p) => p.lab)).toEqual(new Set(['GIA', 'IGI', 'AGS', 'GCAL', 'EGL', 'GSI']));
    expect(diamonds.filter((p) => !/^[A-Z]{0,2}\d{9,12}$/.test(p.certificateNumber!))).toEqual([]);
  });

  test('puts about one product in ten on sale, and shows an earlier price on a few more', () => {
    const onSale = catalogue.filter((p) => p.onSale);
    expect(onSale.length / catalogue.length).toBeGreaterThan(0.07);
    expect(onSale.length / catalogue.length).toBeLessThan(0.14);
    expect(values(onSale, (p) => discountOf(facts(p)) >= 10 && discountOf(facts(p)) <= 30)).toEqual(new Set([true]));
    const reduced = catalogue.filter((p) => p.originalPrice !== null);
    expect(reduced.length).toBeGreaterThan(100);
    expect(reduced.filter((p) => p.onSale || p.originalPrice! <= p.price)).toEqual([]);
    expect(catalogue.filter((p) => !p.onSale && p.salePrice !== null)).toEqual([]);
  });

  test('covers every jewelry category, sub-category, metal, classification, stone type and gem type of the spec', () => {
    expect(values(jewelry, (p) => p.category)).toEqual(
      new Set([
        'Engagement Ring',
        'Wedding Band',
        'Earrings',
        'Necklace',
        'Bracelet',
        'Pendant',
        'Tennis Bracelet',
        'Eternity Band',
      ]),
    );
    const subCategories = [
      'Solitaire Ring',
      'Classic Ring',
      'Halo Ring',
      'Three Stone Ring',
      'Diamond Ring',
      'Stacking Ring',
      'Huggie Earrings',
      'Stud Earrings',
      'Drop Earrings',
      'Tennis Necklace',
      'Chain Bracelet',
    ];
    expect(values(jewelry, (p) => p.subCategory)).toEqual(new Set([...subCategories, null]));
    expect(values(jewelry, (p) => p.metal)).toEqual(
      new Set([
        '14K White Gold',
        '18K White Gold',
        '14K Yellow Gold',
        '18K Yellow Gold',
        '14K Rose Gold',
        '18K Rose Gold',
        'Platinum',
        'Silver',
      ]),
    );
    expect(values(jewelry, (p) => p.classification)).toEqual(
      new Set(['Natural Diamond', 'Lab Grown Diamond', 'Wedding Band', 'Precious Metal', 'Other']),
    );
    expect(values(jewelry, (p) => p.stoneType)).toEqual(new Set(['Diamond', 'Lab Grown Diamond', 'Gemstone', null]));
    expect(values(jewelry, (p) => p.gemType)).toEqual(
      new Set(['Diamond', 'Ruby', 'Sapphire', 'Emerald', 'Other', null]),
    );
    expect(values(jewelry, (p) => p.brand)).toContain('House Collection');
  });

  test('reaches every availability message of spec 1 §4', () => {
    const labels = (products: DemoProduct[]) =>
      values(products, (p) => availabilityOf(facts(p)).label.replace(/\d+/, 'n'));
    expect(labels(jewelry)).toEqual(
      new Set([
        'In Stock (n available)',
        'Limited Stock (n remaining)',
        'Currently Unavailable',
        'Availability Unknown',
      ]),
    );
    const uncounted = diamonds.filter((p) => p.countInStock === null);
    expect(uncounted.length / diamonds.length).toBeGreaterThan(0.9);
    expect(values(uncounted, (p) => p.availability)).toEqual(
      new Set(['Available', 'Guaranteed Available', 'Unavailable', 'On Memo']),
    );
    expect(labels(uncounted)).toEqual(new Set(['Available', 'Currently Unavailable', 'Availability Unknown']));
    expect(values(diamonds, (p) => p.countInStock)).toEqual(new Set([null, 0, 1]));
  });

  test('features at least 8 products of each kind and marks the last 30 days as new arrivals', () => {
    for (const type of [ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Jewelry]) {
      expect(ofType(type).filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
      expect(ofType(type).some((p) => p.isNewArrival)).toBe(true);
    }
    const day = 86_400_000;
    const age = (p: DemoProduct) => now.getTime() - p.createdAt.getTime();
    expect(catalogue.filter((p) => age(p) < 0 || age(p) > 365 * day || p.isNewArrival !== age(p) < 30 * day)).toEqual(
      [],
    );
    expect(catalogue.filter((p) => p.rating !== null).length).toBeGreaterThan(100);
  });

  test('shows only images that exist in the storefront besides its drawn main pictures, with a 360° view on some round diamonds', () => {
    const paths = new Set(catalogue.flatMap((p) => [...p.galleryImages, ...p.rotationImages]));
    const missing = [...paths].filter((path) => !existsSync(resolve(repoRoot, 'storefront/public', path.slice(1))));
    expect(missing).toEqual([]);
    expect(catalogue.filter((p) => p.galleryImages.length < 2 || p.galleryImages.length > 5)).toEqual([]);
    const rotating = diamonds.filter((p) => p.rotationImages.length);
    expect(rotating.length / diamonds.length).toBeGreaterThan(0.03);
    expect(rotating.length / diamonds.length).toBeLessThan(0.08);
    expect(values(rotating, (p) => p.shape)).toEqual(new Set(['Round']));
    expect(values(rotating, (p) => p.rotationImages.length)).toEqual(new Set([8]));
  });
});

describe('the demo pictures', () => {
  /** The description a product's main picture is drawn from: its address under /api/demo-art/. */
  const artOf = (p: DemoProduct): ArtDescription => {
    const match = /^\/api\/demo-art\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(p.mainImage ?? '');
    const art = match && parseArt(match[1], match[2], match[3], match[4]);
    if (!art) throw new Error(`${p.stockNumber}'s main picture ${p.mainImage} describes nothing drawn`);
    return art;
  };
  const rings = ofType(ProductType.Ring);
  // The oracle, from the words a shopper reads: the piece's style, its metal, its stones.
  const PIECE_OF_STYLE: Record<string, string> = {
    'Solitaire Engagement Ring': 'solitaire-ring',
    'Halo Engagement Ring': 'halo-ring',
    'Vintage Engagement Ring': 'halo-ring',
    'Three Stone Engagement Ring': 'three-stone-ring',
    'Side Stone Engagement Ring': 'side-stone-ring',
    'Gemstone Engagement Ring': 'side-stone-ring',
    'Plain Wedding Band': 'band',
    "Men's Wedding Band": 'band',
    'Eternity Wedding Band': 'stone-band',
    'Diamond Wedding Band': 'stone-band',
    'Stacking Wedding Band': 'stone-band',
    'Stud Earrings': 'stud-earrings',
    'Drop Earrings': 'drop-earrings',
    'Hoop Earrings': 'hoop-earrings',
    'Pendant Necklace': 'pendant',
    'Tennis Necklace': 'stone-necklace',
    'Choker Necklace': 'stone-necklace',
    'Lariat Necklace': 'lariat-necklace',
    'Tennis Bracelet': 'tennis-bracelet',
    'Link Bracelet': 'link-bracelet',
    'Bangle Bracelet': 'bangle',
    'Cuff Bracelet': 'cuff',
  };
  const metalOf = (metal: string) =>
    ({
      '14K White Gold': 'white-gold',
      '18K White Gold': 'white-gold',
      '14K Yellow Gold': 'yellow-gold',
      '18K Yellow Gold': 'yellow-gold',
      '14K Rose Gold': 'rose-gold',
      '18K Rose Gold': 'rose-gold',
      Platinum: 'platinum',
      Silver: 'silver',
    })[metal];
  const GEM_TINTS: Record<string, string> = {
    Diamond: 'white',
    Ruby: 'red',
    Sapphire: 'blue',
    Emerald: 'green',
    Other: 'peach',
  };
  type StoneSpecs = { shape: string; gemType: string };

  test('a diamond shows a loose stone of its own shape and colour', () => {
    const mismatched = diamonds.filter((p) => {
      const art = artOf(p);
      return (
        art.piece !== 'loose-stone' ||
        art.metal !== null ||
        art.stone?.shape !== p.shape!.toLowerCase() ||
        art.stone.tint !== (p.fancyColor?.toLowerCase() ?? 'white')
      );
    });
    expect(mismatched.map((p) => p.stockNumber)).toEqual([]);
    expect(values(diamonds, (p) => artOf(p).stone!.shape)).toEqual(
      new Set(['round', 'oval', 'princess', 'emerald', 'asscher', 'marquise', 'pear', 'heart', 'cushion', 'radiant']),
    );
    expect(values(diamonds, (p) => artOf(p).stone!.tint)).toEqual(new Set(['white', 'yellow', 'pink']));
  });

  test('a piece of jewelry shows its style, its metal and its main stone’s cut and colour', () => {
    const expected = (p: DemoProduct) => {
      const specs = p.specs as { jewelryStyle: string; centerStone?: StoneSpecs; sideStone?: StoneSpecs };
      const main = specs.centerStone ?? specs.sideStone;
      return {
        piece: PIECE_OF_STYLE[specs.jewelryStyle],
        stone: main ? { shape: main.shape.toLowerCase(), tint: GEM_TINTS[main.gemType] } : null,
        metal: metalOf(p.metal!),
      };
    };
    const mismatched = [...jewelry, ...rings].filter((p) => {
      const { variant: _, ...drawn } = artOf(p);
      return (
        JSON.stringify(drawn) !==
        JSON.stringify(
          p.productType === ProductType.Ring ? { piece: 'band', stone: null, metal: metalOf(p.metal!) } : expected(p),
        )
      );
    });
    expect(mismatched.map((p) => `${p.stockNumber} ${p.name}: ${p.mainImage}`)).toEqual([]);
    expect(values(jewelry, (p) => artOf(p).metal)).toEqual(
      new Set(['white-gold', 'yellow-gold', 'rose-gold', 'platinum', 'silver']),
    );
    expect(values(jewelry, (p) => artOf(p).stone?.tint)).toEqual(
      new Set(['white', 'red', 'blue', 'green', 'peach', undefined]),
    );

    // The pieces the issue saw drawn wrong.
    const heartSolitaires = jewelry.filter((p) => /^Heart Solitaire/.test(p.name));
    const roundDrops = jewelry.filter((p) => /^Round Drop Earrings/.test(p.name));
    expect(heartSolitaires.length + roundDrops.length).toBeGreaterThan(0);
    for (const p of heartSolitaires)
      expect(artOf(p)).toMatchObject({ piece: 'solitaire-ring', stone: { shape: 'heart' } });
    for (const p of roundDrops) expect(artOf(p)).toMatchObject({ piece: 'drop-earrings', stone: { shape: 'round' } });
  });

  test('the picture drawn says what it shows, and no two products of a kind share one', () => {
    for (const p of catalogue.filter((_, i) => i % 13 === 0)) {
      const art = artOf(p);
      const title = /<title>([^<]+)<\/title>/.exec(renderArt(art))?.[1] ?? '';
      expect(title.toLowerCase()).toContain(art.stone ? `${art.stone.shape} ${art.stone.tint} stone` : 'plain metal');
      expect(title).toContain(art.piece === 'loose-stone' ? 'loose' : art.piece.replace(/-/g, ' '));
      if (art.metal) expect(title).toContain(`in ${art.metal.replace('-', ' ')}`);
    }
    // Shape, tint, piece and metal each change the drawing, not only the words.
    const drawing = (art: ArtDescription) => renderArt(art).replace(/<title>.*<\/title>/, '');
    const base: ArtDescription = {
      piece: 'solitaire-ring',
      stone: { shape: 'oval', tint: 'white' },
      metal: 'yellow-gold',
      variant: 'JW-000001',
    };
    for (const change of [
      { stone: { shape: 'heart', tint: 'white' } },
      { stone: { shape: 'oval', tint: 'pink' } },
      { piece: 'halo-ring' },
      { metal: 'rose-gold' },
    ] as Partial<ArtDescription>[]) {
      expect(drawing({ ...base, ...change })).not.toBe(drawing(base));
    }
    // Every oval (and every other kind) is a drawing of its own: 300 of each type, a few dozen of each shape.
    for (const type of [ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Jewelry, ProductType.Ring]) {
      const pictures = ofType(type)
        .slice(0, 300)
        .map((p) => renderArt(artOf(p)));
      expect(new Set(pictures).size).toBe(pictures.length);
    }
  });

  describe('GET /api/demo-art/…', () => {
    let shop: TestApp;
    beforeAll(async () => {
      shop = await createTestApp();
    });
    afterAll(async () => {
      await shop?.close();
    });

    test('answers the picture as cacheable SVG; an address that describes nothing is a 404', async () => {
      const heart = diamonds.find((p) => p.shape === 'Heart')!;
      const answer = await shop.http.get(heart.mainImage!).expect(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(answer.body)).toBe(renderArt(artOf(heart)));

      for (const wrong of [
        'necklace/round-white/platinum/X-1.svg',
        'pendant/triangle-white/platinum/X-1.svg',
        'pendant/round-white/bronze/X-1.svg',
        'loose-stone/round-white/platinum/X-1.svg',
        'pendant/round-white/platinum/X-1.png',
      ]) {
        const refused = await shop.http.get(`/api/demo-art/${wrong}`).expect(404);
        expect(refused.body).toEqual({ statusCode: 404, message: 'No such demo picture' });
      }
    });
  });
});

describe('loadDemoCatalog', () => {
  // A database of its own: the shared test database holds the demo catalogue and other tests' products.
  let database: OwnDatabase;
  let orm: MikroORM;
  const counts = async () =>
    Object.fromEntries(
      (
        await orm.em
          .getConnection()
          .execute<{ type: string; n: number }[]>(
            'select product_type as type, count(*)::int as n from products group by 1',
          )
      ).map((r) => [r.type, r.n]),
    );

  beforeAll(async () => {
    database = await createOwnDatabase('demo_catalog');
    orm = await MikroORM.init({ ...ormConfig(database.url), logger: () => undefined });
  });
  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  test('fills an empty catalogue once, and a second call adds nothing', async () => {
    const logged: string[] = [];
    const logger = { log: (message: string) => logged.push(message) };
    expect(await loadDemoCatalog(orm.em.fork(), logger, { now })).toBe(4820);
    expect(logged).toEqual(['Demo data: added 4820 products']);
    expect(await counts()).toEqual({ 'lab-grown': 3000, 'natural-diamond': 1500, jewelry: 300, ring: 20 });

    expect(await loadDemoCatalog(orm.em.fork(), logger, { now })).toBe(0);
    expect(logged).toHaveLength(1);
    expect(await counts()).toEqual({ 'lab-grown': 3000, 'natural-diamond': 1500, jewelry: 300, ring: 20 });
  });

  test('stores every column as generated, and PostgreSQL adds the price paid', async () => {
    const em = orm.em.fork();
    for (const generated of [
      catalogue[0],
      diamonds.find((p) => p.rotationImages.length)!,
      jewelry[1],
      ofType(ProductType.Ring)[0],
    ]) {
      const stored = { ...(await em.findOneOrFail(Product, { stockNumber: generated.stockNumber })) };
      // Demo pieces are the shop's own: no supplier.
      expect(stored).toEqual({
        ...generated,
        paidPrice: paidPriceOf(generated),
        supplierId: null,
        supplierCost: null,
        supplierOfferId: null,
        // No stars until reviews name the piece (the demo reviews do, loaded after the catalogue).
        reviewRating: null,
        reviewCount: 0,
      });
    }
  });

  test('leaves a shop that has its own products alone', async () => {
    // cascade: supplier offers refer to products.
    await orm.em.getConnection().execute('truncate products cascade');
    const em = orm.em.fork();
    em.create(Product, {
      productType: ProductType.Jewelry,
      stockNumber: 'OWN-1',
      name: 'Our own ring',
      description: 'Made here',
      price: 100,
    });
    await em.flush();
    expect(await loadDemoCatalog(orm.em.fork(), { log: () => undefined })).toBe(0);
    expect(await counts()).toEqual({ jewelry: 1 });
  });
});
