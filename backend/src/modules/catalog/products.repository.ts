import type { EntityData } from '@mikro-orm/core';
import { EntityManager, type FilterQuery, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type RawBuilder, sql } from 'kysely';
import { escapeLike } from '../../common/like-pattern.js';
import { type ListQuery, sortColumns } from '../../common/list-query.js';
import { Repository } from '../../common/repository.js';
import { isUuid } from '../../common/text/index.js';
import type { ProductListFilter } from './admin/product-list.js';
import { ProductAuditAction, ProductAuditEntry } from './admin/entities/product-audit-entry.entity.js';
import { Product, ProductType } from './entities/product.entity.js';
import { CAN_ORDER_SQL, canOrderSql } from './product-facts.js';
import { productsFromRows, writableProductProps } from './product-rows.js';
import { SEARCH_CONFIGURATION } from './product-words.js';
import { summaryColumns } from './product-search.repository.js';
import { INDEXED_COLUMNS, INDEXED_GROUPS, INDEXED_TYPES } from './search/diamond-index.js';

const DIAMOND_TYPES = [ProductType.LabGrown, ProductType.NaturalDiamond, ProductType.Diamond];
/** Demo products inserted per statement, one JSON parameter each. */
const INSERT_CHUNK = 500;

type Page = Pick<ListQuery, 'orderBy' | 'offset' | 'limit'>;

/**
 * Every field of the staff record but its lists and objects sorts the list; computed ones follow what
 * they are computed from (discountOf in SQL; a meta description is the description, else the name;
 * why a product cannot be ordered: whether it can, then its stock count, then its lab availability;
 * the margins: the price less the supplier's cost, products without a cost last).
 */
export const PRODUCT_SORT = sortColumns(
  [
    'productType',
    'stockNumber',
    'name',
    'description',
    'price',
    'originalPrice',
    'salePrice',
    'onSale',
    'category',
    'subCategory',
    'brand',
    'featured',
    'isNewArrival',
    'countInStock',
    'rating',
    'numReviews',
    'reviewRating',
    'reviewCount',
    'customizable',
    'shape',
    'carat',
    'color',
    'clarity',
    'cut',
    'lab',
    'fancyColor',
    'metal',
    'classification',
    'stoneType',
    'stoneShape',
    'gemType',
    'totalCaratWeight',
    'mainImage',
    'videoUrl',
    'supplierCost',
    'createdAt',
    'updatedAt',
  ],
  {
    _id: 'id',
    labAvailability: 'availability',
    metaDescription: ['description', 'name'],
    discount: raw(
      (p: string) =>
        `case when ${p}.on_sale and ${p}.sale_price < ${p}.price and ${p}.price > 0 then round((${p}.price - ${p}.sale_price) / ${p}.price * 100) else 0 end`,
    ),
    unorderableReason: [raw(canOrderSql), 'countInStock', 'availability'],
    margin: raw((p: string) => `${p}.price - ${p}.supplier_cost`),
    marginPercent: raw((p: string) => `(${p}.price - ${p}.supplier_cost) / nullif(${p}.price, 0)`),
  },
);

/** What a product shown from a supplier's offer carries beyond its feed row (staff-only). */
export interface SupplierFields {
  supplierId: string;
  supplierCost: number;
  supplierOfferId: string;
}

/** Who the audit entries of a bulk change (an import) name. */
export interface AuditActor {
  id: string | null;
  name: string | null;
  email: string | null;
}

/** A page of the header search's list, how many products it lists in all, and whether more match. */
export interface WordMatches {
  products: Product[];
  total: number;
  truncated: boolean;
}

/** A product counted by kind, now and as it stood before a date. */
/** ProductRepository.catalogChanges: what the search index must apply to reach `revision`. */
export interface CatalogChanges {
  revision: string;
  logFloor: string;
  /** The products table was truncated in between: only a full build catches up. */
  everything: boolean;
  /** Ids changed that are no diamonds now (deleted, or their type changed). */
  removed: string[];
  /** The changed diamonds' index fields, as diamondIndexRows gives them. */
  diamonds: Record<string, unknown>[];
}

/** One supplier's offer of a product's stone (staff-only). */
export interface ProductOfferRow {
  supplierId: string;
  supplierName: string;
  stockNumber: string;
  cost: number;
  retail: number;
  live: boolean;
  shown: boolean;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/** A price change of one of a product's offers (staff-only). */
export interface ProductPriceChangeRow {
  at: Date;
  cost: number;
  retail: number;
  supplierName: string;
}

/** The offer a product shows, as an order or appointment keeps it (staff-only). */
export interface SupplierOfferSnapshot {
  supplierId: string;
  supplierName: string;
  offerId: string;
  stockNumber: string;
  cost: number;
  retail: number;
}

export interface TypeCount {
  productType: ProductType;
  total: number;
  previous: number;
}

export interface NewestProductRow {
  id: string;
  name: string;
  price: string | number;
  product_type: ProductType;
  created_at: Date | string;
}

/** The search index's fields of `p`, coded (search/diamond-index.ts DiamondColumns). */
function diamondIndexColumns() {
  const codes = INDEXED_COLUMNS.map(
    (column) =>
      sql`coalesce(array_position(${[...INDEXED_GROUPS[column]]}::text[], ${sql.ref(`p.${column}`)}::text), 0) as ${sql.ref(column)}`,
  );
  return sql`p.id, array_position(${[...INDEXED_TYPES]}::product_type[], p.product_type) as type, ${sql.join(codes)},
    (${sql.raw(CAN_ORDER_SQL)})::int as orderable, p.paid_price::float8 as price, p.carat::float8 as carat,
    (extract(epoch from p.created_at) * 1000000)::float8 as created_at`;
}

/**
 * Every query on `products` (and on the products' audit trail) is issued here, whoever needs it: the
 * shop's pages and search, the staff console, the search index, imports, the sitemaps, the dashboard,
 * orders, appointments and the demo seed. Only the search's statements built from a spec are
 * ProductSearchRepository's.
 * Outside a Nest context (scripts, the import thread) it is made with `new ProductRepository(em)`.
 */
/** How near (pg_trgm word similarity, 0 to 1) a name's words must be to a misspelt search: "platnum" to "Platinum". */
const NEAR_NAME_SIMILARITY = 0.5;
/**
 * How long a misspelt search may look. Its trigrams can be shared by most names of a large catalogue ("rond":
 * every round diamond), each then checked; past this it finds nothing rather than keep the shopper waiting.
 */
const NEAR_NAME_MS = 300;
/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/** A page of the header search's list, which lists at most `most` products (offset and limit within them). */
export interface ListedPage {
  offset: number;
  limit: number;
  most: number;
}

/**
 * One page of `found` (rows of id, tier and relevance) as products, by tier, then relevance, then those that
 * can be ordered, then by name, within the first `most`; and how many are listed, also when the page is past
 * the end. `found` gathers each of its parts up to most + 1 rows, so holding more than `most` means more match.
 */
async function rankedPage(em: EntityManager, found: RawBuilder<unknown>, page: ListedPage): Promise<WordMatches> {
  const limit = Math.max(0, Math.min(page.limit, page.most - page.offset));
  const { rows } = await sql<Record<string, unknown>>`
    with found as (${found})
    select counted.total, listed.* from (select count(*)::int as total from found) counted
    left join lateral (
      select ${summaryColumns} from found f join products p on p.id = f.id
      order by f.tier, f.relevance desc, (${sql.raw(CAN_ORDER_SQL)}) desc, p.name, p.id
      limit ${limit} offset ${page.offset}
    ) listed on true`.execute(em.getKysely());
  const gathered = rows[0].total as number;
  return {
    products: productsFromRows(
      em.getMetadata(),
      rows.filter((row) => row.id !== null),
    ),
    total: Math.min(gathered, page.most),
    truncated: gathered > page.most,
  };
}

@Injectable()
export class ProductRepository extends Repository {
  // --- One product

  /** The product, or null for an unknown or malformed id (read in the open transaction, if any). */
  findById(id: string): Promise<Product | null> {
    return isUuid(id) ? this.db.findOne(Product, { id }) : Promise.resolve(null);
  }

  /** The products with these ids that exist (read in the open transaction, if any). */
  findByIds(ids: string[]): Promise<Product[]> {
    return this.db.find(Product, { id: { $in: ids } });
  }

  /** The product holding a stock number (exactly as written), other than `exceptId`. */
  findByStockNumber(stockNumber: string, exceptId?: string): Promise<Product | null> {
    return this.em.fork().findOne(Product, { stockNumber, ...(exceptId && { id: { $ne: exceptId } }) });
  }

  /** Whether the id names a product staff deleted: its history keeps a deletion. */
  async wasDeleted(id: string): Promise<boolean> {
    return (
      isUuid(id) &&
      (await this.em.fork().count(ProductAuditEntry, { productId: id, action: ProductAuditAction.Delete })) > 0
    );
  }

  // --- Lists

  /** The shop's simple lists (GET /api/products): a page of what `where` matches, and the total. */
  async findPage(where: FilterQuery<Product>, page: Page): Promise<{ products: Product[]; total: number }> {
    const [products, total] = await this.em
      .fork()
      .findAndCount(Product, where, { orderBy: page.orderBy as never, limit: page.limit, offset: page.offset });
    return { products, total };
  }

  /** The staff list: a tab, a text in the stock number or name (any case), or ids. */
  async findForStaff(filter: ProductListFilter, page: Page): Promise<{ products: Product[]; total: number }> {
    const where: FilterQuery<Product>[] = [];
    if (filter.tab === 'diamonds') where.push({ productType: { $in: DIAMOND_TYPES } });
    else if (filter.tab && filter.tab !== 'all') where.push({ productType: filter.tab as ProductType });
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q)}%`;
      where.push({ $or: [{ stockNumber: { $ilike: pattern } }, { name: { $ilike: pattern } }] });
    }
    if (filter.ids) where.push({ id: { $in: filter.ids.filter(isUuid) } });
    if (filter.supplierId) where.push({ supplierId: filter.supplierId });
    return this.findPage(where.length ? { $and: where } : {}, page);
  }

  /** A product's audit trail, a page at a time. */
  async history(productId: string, page: Page): Promise<{ entries: ProductAuditEntry[]; total: number }> {
    if (!isUuid(productId)) return { entries: [], total: 0 };
    const { orderBy, offset, limit } = page;
    const [entries, total] = await this.em
      .fork()
      .findAndCount(ProductAuditEntry, { productId }, { orderBy: orderBy as never, limit, offset });
    return { entries, total };
  }

  // --- Where supplier stones come from (staff-only; timestamps arrive as text from raw statements)
  // supplier_offers, suppliers and supplier_price_history belong to the suppliers module, yet they are read
  // here: staff product answers are the catalogue's, and suppliers depend on catalog (never the reverse).

  /** The names of these suppliers, by id. */
  async supplierNames(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const { rows } = await sql<{ id: string; name: string }>`
      select id, name from suppliers where id = any(${unique}::uuid[])`.execute(this.em.getKysely());
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Every supplier's offer of the product's stone: the shown one first, then live ones by retail price. */
  async offersOf(productId: string): Promise<ProductOfferRow[]> {
    const { rows } = await sql<ProductOfferRow>`
      select o.supplier_id as "supplierId", s.name as "supplierName", o.stock_number as "stockNumber",
        o.cost::float8 as cost, o.retail::float8 as retail, o.live,
        o.id is not distinct from p.supplier_offer_id as shown,
        o.first_seen_at as "firstSeenAt", o.last_seen_at as "lastSeenAt"
      from supplier_offers o join suppliers s on s.id = o.supplier_id join products p on p.id = o.product_id
      where o.product_id = ${productId}::uuid
      order by shown desc, o.live desc, o.retail, s.name, o.stock_number`.execute(this.em.getKysely());
    return rows.map((row) => ({
      ...row,
      firstSeenAt: new Date(row.firstSeenAt),
      lastSeenAt: new Date(row.lastSeenAt),
    }));
  }

  /** The price changes of the product's offers, newest first, at most `limit`. */
  async priceHistoryOf(productId: string, limit: number): Promise<ProductPriceChangeRow[]> {
    const { rows } = await sql<ProductPriceChangeRow>`
      select h.at, h.cost::float8 as cost, h.retail::float8 as retail, s.name as "supplierName"
      from supplier_offers o join supplier_price_history h on h.offer_id = o.id join suppliers s on s.id = o.supplier_id
      where o.product_id = ${productId}::uuid
      order by h.at desc, h.id desc limit ${limit}`.execute(this.em.getKysely());
    return rows.map((row) => ({ ...row, at: new Date(row.at) }));
  }

  /**
   * The offer each of these products shows now (products of the shop's own are left out), read in the
   * open transaction, if any: what an order or appointment keeps of where the stone came from.
   */
  async shownOffers(productIds: string[]): Promise<Map<string, SupplierOfferSnapshot>> {
    if (!productIds.length) return new Map();
    const { rows } = await sql<SupplierOfferSnapshot & { productId: string }>`
      select p.id as "productId", o.supplier_id as "supplierId", s.name as "supplierName", o.id as "offerId",
        o.stock_number as "stockNumber", o.cost::float8 as cost, o.retail::float8 as retail
      from products p join supplier_offers o on o.id = p.supplier_offer_id join suppliers s on s.id = o.supplier_id
      where p.id = any(${productIds}::uuid[])`.execute(this.db.getKysely());
    return new Map(rows.map(({ productId, ...offer }) => [productId, offer]));
  }

  // --- Counts

  /**
   * Products per type, and how many of them were created before `createdBefore` (0 without it). Only
   * product_type and created_at are read, so PostgreSQL counts off products_type_created_index (an
   * index-only scan once vacuum has marked the pages visible), never the wide rows.
   */
  async countByType(createdBefore?: Date): Promise<TypeCount[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ product_type: ProductType; total: number; previous: number }[]>(
        `select product_type, count(*)::int as total, (count(*) filter (where created_at < ?))::int as previous
         from products group by product_type`,
        [createdBefore ?? null],
      );
    return rows.map((row) => ({ productType: row.product_type, total: row.total, previous: row.previous }));
  }

  /** How many products each of the console's tabs holds. */
  async countByTab(): Promise<
    Record<'jewelry' | 'ring' | 'diamonds' | 'lab-grown' | 'natural-diamond' | 'all', number>
  > {
    const counts = await this.countByType();
    const of = (types: ProductType[]) =>
      counts.filter((row) => types.includes(row.productType)).reduce((sum, row) => sum + row.total, 0);
    return {
      jewelry: of([ProductType.Jewelry]),
      ring: of([ProductType.Ring]),
      diamonds: of(DIAMOND_TYPES),
      'lab-grown': of([ProductType.LabGrown]),
      'natural-diamond': of([ProductType.NaturalDiamond]),
      all: of(Object.values(ProductType)),
    };
  }

  async count(): Promise<number> {
    const { rows } = await sql<{ total: number }>`select count(*)::int as total from products`.execute(
      this.em.getKysely(),
    );
    return rows[0].total;
  }

  /**
   * The catalogue revision, moved by a trigger in the same transaction as any statement that changes
   * products (and public home-page content); the change log (catalogChanges) says which products.
   */
  async catalogRevision(): Promise<string> {
    const { rows } = await sql<{ revision: string }>`select revision::text as revision from catalog_revision`.execute(
      this.em.getKysely(),
    );
    return rows[0].revision;
  }

  // --- Raw rows for other readers

  /**
   * The newest products. There is no index on created_at alone, but there is one on
   * (product_type, created_at): the newest few of each type are read off it and merged, so a million
   * products cost a few index probes instead of a sort of the table.
   */
  newest(limit: number): Promise<NewestProductRow[]> {
    const perType = Object.values(ProductType)
      .map(
        (type) =>
          `(select id, name, price, product_type, created_at from products where product_type = '${type}' order by created_at desc, id desc limit ${limit})`,
      )
      .join(' union all ');
    return this.em
      .fork()
      .getConnection()
      .execute<NewestProductRow[]>(
        `select * from (${perType}) recent order by created_at desc, id desc limit ${limit}`,
      );
  }

  /** The current names of those of these products that still exist. */
  async namesByIds(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const { rows } = await sql<{
      id: string;
      name: string;
    }>`select id, name from products where id = any(${ids}::uuid[])`.execute(this.em.getKysely());
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /**
   * One sitemap file's products (`offset` from the first, in id order): raw rows of three columns, no
   * entities. The first id is found by skipping ids in the primary key's index alone; the rows are then
   * one range of that index.
   */
  async sitemapPage(
    offset: number,
    limit: number,
  ): Promise<{ id: string; product_type: ProductType; updated_at: Date }[]> {
    const { rows } = await sql<{ id: string; product_type: ProductType; updated_at: Date }>`
      select id, product_type, updated_at from products
      where id >= (select id from products order by id offset ${offset} limit 1)
      order by id limit ${limit}`.execute(this.em.getKysely());
    return rows;
  }

  // --- The search's other reads (ProductSearchRepository writes the statements built from a spec)

  /**
   * The products with these ids, in the same order, the catalogue revision read in the same statement,
   * and whether any of them changed after revision `since` (a truncate, or changes no longer in the log,
   * count as changed): rows read at a newer revision are still those of `since` when none did.
   */
  async summariesWithRevision(
    ids: string[],
    since: string,
  ): Promise<{ products: Product[]; revision: string; changedSince: boolean }> {
    const { rows } = await sql<Record<string, unknown>>`
      select r.revision::text as catalog_revision,
        r.log_floor > ${since}::bigint
          -- One index probe per product, whatever plan the statement gets (= any() over a parameter can seq-scan the log).
          or exists (select from unnest(${ids}::uuid[]) as page(id) where exists (
            select from catalog_changes c where c.product_id = page.id and c.revision > ${since}::bigint))
          or exists (select from catalog_changes c where c.product_id is null and c.revision > ${since}::bigint)
          as changed_since,
        ${summaryColumns}
      from catalog_revision r left join products p on p.id = any(${ids}::uuid[])`.execute(this.em.getKysely());
    const byId = new Map(
      productsFromRows(
        this.em.getMetadata(),
        rows.filter((row) => row.id !== null),
      ).map((product) => [product.id, product]),
    );
    return {
      products: ids.flatMap((id) => byId.get(id) ?? []),
      revision: rows[0].catalog_revision as string,
      changedSince: rows[0].changed_since as boolean,
    };
  }

  /**
   * The header search's exact matches: stock number or certificate number `q`, ignoring case; at most
   * `limit`. Both sides are lower-cased by PostgreSQL, so case folding follows the database's own rules
   * for every alphabet; lower(stock_number) and lower(certificate_number) have their indexes.
   */
  async lookupByIdentifier(q: string, limit: number): Promise<Product[]> {
    const { rows } = await sql<Record<string, unknown>>`
      select ${summaryColumns} from products p
      where lower(p.stock_number) = lower(${q}) or lower(p.certificate_number) = lower(${q})
      order by p.id
      limit ${limit}`.execute(this.em.getKysely());
    return productsFromRows(this.em.getMetadata(), rows);
  }

  /**
   * The header search's list, a page of it and how many there are in all: products whose stock number or
   * certificate number is `q`, then those whose identifier starts with it (`%`, `_` and `\` taken literally),
   * then those that have every word of `q` among their words (product-words.ts: stemmed, so "rings" finds rings
   * and not earrings), most relevant first (a word of the name counts most). When nothing matches so, `q` is
   * taken for a misspelling (nearNames). Among equals, those that can be ordered come first, then by name.
   * Every part uses an index (the identifiers' lower() indexes, search_words' GIN index), never a scan of names,
   * and is gathered unranked up to `page.most` + 1: a common word ('round') matches much of a large catalogue,
   * and ranking every match would take seconds; then the most relevant of those gathered are listed.
   */
  async lookupMatching(q: string, page: ListedPage): Promise<WordMatches> {
    const literal = escapeLike(q);
    const prefix = sql`lower(${literal}) || '%'`;
    const identifies = sql`(lower(p.stock_number) = lower(${q}) or lower(p.certificate_number) = lower(${q}))`;
    const identifierStarts = sql`(lower(p.stock_number) like ${prefix} or lower(p.certificate_number) like ${prefix})`;
    const words = sql`plainto_tsquery(${SEARCH_CONFIGURATION}::regconfig, ${q})`;
    const matches = await rankedPage(
      this.em,
      sql`select p.id, case when ${identifies} then 0 when ${identifierStarts} then 1 else 2 end as tier,
          ts_rank(p.search_words, ${words}) as relevance
        from products p
        join (
          (select p.id from products p where ${identifies} limit ${page.most + 1})
          union (select p.id from products p where ${identifierStarts} limit ${page.most + 1})
          union (select p.id from products p where p.search_words @@ ${words} limit ${page.most + 1})
        ) matching on matching.id = p.id`,
      page,
    );
    return matches.total ? matches : this.nearNames(q, page);
  }

  /**
   * Products whose name holds words near q's, nearest first: what a misspelt search ("platnum") meant. The
   * trigram index on lower(name) finds them; pg_trgm's word similarity must reach NEAR_NAME_SIMILARITY, and
   * the search ends after NEAR_NAME_MS with nothing found, both set for this transaction only.
   */
  private async nearNames(q: string, page: ListedPage): Promise<WordMatches> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        await tx.execute(`set local pg_trgm.word_similarity_threshold = ${NEAR_NAME_SIMILARITY}`);
        await tx.execute(`set local statement_timeout = ${NEAR_NAME_MS}`);
        return rankedPage(
          tx,
          sql`select p.id, 0 as tier, word_similarity(lower(${q}), lower(p.name)) as relevance
            from products p where lower(${q}) <% lower(p.name) limit ${page.most + 1}`,
          page,
        );
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === QUERY_CANCELED) return { products: [], total: 0, truncated: false };
      throw error;
    }
  }

  /**
   * Up to `limit` diamonds after the id `after`, in id order, with the search index's fields coded in
   * SQL so few bytes travel (search/diamond-index.ts); the price is the one paid.
   */
  async diamondIndexRows(after: string, limit: number): Promise<Record<string, unknown>[]> {
    const { rows } = await sql<Record<string, unknown>>`
      select ${diamondIndexColumns()} from products p
      where p.product_type = any(${[...INDEXED_TYPES]}::product_type[]) and p.id > ${after}::uuid
      order by p.id limit ${limit}`.execute(this.em.getKysely());
    return rows;
  }

  /**
   * What changed after revision `after`, read in one statement (one snapshot): the revision now, the
   * newest revision the log no longer holds, whether a truncate emptied everything, and the changed
   * ids each with its diamond's index fields (null fields: no longer a diamond, or deleted).
   */
  async catalogChanges(after: string): Promise<CatalogChanges> {
    const { rows } = await sql<Record<string, unknown>>`
      with head as (select revision, log_floor from catalog_revision),
      changed as (
        select distinct c.product_id from catalog_changes c, head
        where c.revision > ${after}::bigint and c.revision <= head.revision)
      select head.revision::text as catalog_revision, head.log_floor::text as log_floor,
        exists (select from changed where product_id is null) as everything,
        changed.product_id as changed_id, ${diamondIndexColumns()}
      from head left join changed on changed.product_id is not null
        left join products p on p.id = changed.product_id and p.product_type = any(${[...INDEXED_TYPES]}::product_type[])
      order by changed.product_id`.execute(this.em.getKysely());
    const changes = rows.filter((row) => row.changed_id !== null);
    return {
      revision: rows[0].catalog_revision as string,
      logFloor: rows[0].log_floor as string,
      everything: rows[0].everything as boolean,
      removed: changes.filter((row) => row.id === null).map((row) => row.changed_id as string),
      diamonds: changes.filter((row) => row.id !== null),
    };
  }

  /** Forgets changes older than `seconds`; a process that had not read them rebuilds its index. */
  async pruneCatalogChanges(seconds: number): Promise<void> {
    await sql`
      with gone as (delete from catalog_changes where changed_at < now() - make_interval(secs => ${seconds}) returning revision)
      update catalog_revision set log_floor = greatest(log_floor, (select max(revision) from gone))
      where exists (select from gone)`.execute(this.em.getKysely());
  }

  // --- Writes: staff's run inside transaction() (a product changed there and its audit entries are written at commit)

  /** Inserts a product (flushed at once, so a taken stock number fails here). */
  async insert(fields: EntityData<Product>): Promise<Product> {
    const db = this.db;
    const created = db.create(Product, fields as never);
    await db.flush();
    return created;
  }

  /** The product to change. */
  findForUpdate(id: string): Promise<Product> {
    return this.db.findOneOrFail(Product, { id });
  }

  /** Sets the fields of a product loaded in this transaction. */
  assign(product: Product, fields: EntityData<Product>): void {
    this.db.assign(product, fields as never);
  }

  /** Keeps a change's audit entry. */
  addAuditEntry(entry: ProductAuditEntry): void {
    this.db.persist(entry);
  }

  /**
   * Sets a product's stars from its approved reviews (the reviews module computes them), in the
   * caller's transaction; answers false when no product has the id.
   */
  async setReviewRating(tx: EntityManager, id: string, rating: number | null, count: number): Promise<boolean> {
    const updated = await tx.nativeUpdate(Product, { id }, { reviewRating: rating, reviewCount: count });
    return updated > 0;
  }

  async deleteByIds(ids: string[]): Promise<void> {
    await this.db.nativeDelete(Product, { id: { $in: ids } });
  }

  /** Whether the catalogue holds no product at all. */
  async isEmpty(em: EntityManager = this.em): Promise<boolean> {
    return !(await em.find(Product, {}, { fields: ['id'], limit: 1 })).length;
  }

  /**
   * Inserts products given column by column (the demo seed, benchmarks) in chunks of 500, each chunk one
   * statement with one JSON parameter: PostgreSQL unpacks it twice as fast as MikroORM's multi-row
   * inserts bind 22,500 parameters. Answers the number of rows inserted. Run it inside a transaction
   * (`em`) for all-or-nothing.
   */
  async insertRows(em: EntityManager, products: Iterable<object>): Promise<number> {
    const props = writableProductProps(em.getMetadata()).map((prop) => [prop.name, prop.fieldNames[0]] as const);
    const columns = props.map(([, field]) => `"${field}"`).join(', ');
    const text = `insert into products (${columns}) select ${columns} from json_populate_recordset(null::products, ?)`;
    let inserted = 0;
    let chunk: Record<string, unknown>[] = [];
    const flush = async () => {
      await em.execute(text, [JSON.stringify(chunk)], 'run');
      inserted += chunk.length;
      chunk = [];
    };
    for (const product of products) {
      chunk.push(Object.fromEntries(props.map(([name, field]) => [field, (product as Record<string, unknown>)[name]])));
      if (chunk.length === INSERT_CHUNK) await flush();
    }
    if (chunk.length) await flush();
    return inserted;
  }
}
