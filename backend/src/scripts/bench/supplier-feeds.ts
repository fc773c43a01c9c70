import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { generateFeedFile } from './feeds.js';

/**
 * Feeds of several lab-grown suppliers who list some of the same stones: gen-inventory.mjs makes each
 * supplier's file (its own seed and stock prefix), then every `sharedEvery`-th row of the others takes
 * the lab and certificate number of the first supplier's row of that number, so those certificates are
 * listed by every supplier at their own stock numbers and costs.
 */

export interface SupplierFeed {
  path: string;
  /** 1-based data rows the generator broke on purpose (the importer refuses them). */
  brokenRows: number[];
}

/** A data row's cells and its 1-based number, rewritten in place. */
type RowEdit = (cells: string[], row: number, column: (header: string) => number) => void;

/**
 * Copies a feed line by line, letting `edit` change a data row's cells. Splitting on commas is exact
 * for the columns edited here: the generator quotes only its last columns (Tags), which a split and a
 * join give back unchanged.
 */
export async function rewriteFeed(source: string, destination: string, edit: RowEdit): Promise<void> {
  const out = createWriteStream(destination);
  let headers: string[] = [];
  const column = (header: string) => {
    const index = headers.indexOf(header);
    if (index < 0) throw new Error(`the feed has no column ${header}`);
    return index;
  };
  let row = 0;
  for await (const line of createInterface({ input: createReadStream(source), crlfDelay: Infinity })) {
    let text = line;
    if (row === 0) headers = line.split(',');
    else if (line) {
      const cells = line.split(',');
      edit(cells, row, column);
      text = cells.join(',');
    }
    row += 1;
    if (!out.write(`${text}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}

/** Calls `visit` with each data row's cells (1-based row number) and a column lookup by header. */
async function eachRow(path: string, visit: RowEdit): Promise<void> {
  let headers: string[] = [];
  const column = (header: string) => headers.indexOf(header);
  let row = 0;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (row === 0) headers = line.split(',');
    else if (line) visit(line.split(','), row, column);
    row += 1;
  }
}

/** The certificate key as the shop forms it (upper(lab):upper(number)), or null without both. */
const certificateKey = (cells: string[], column: (header: string) => number) => {
  const lab = cells[column('Lab')]?.trim();
  const number = cells[column('Certificate #')]?.trim();
  return lab && number ? `${lab.toUpperCase()}:${number.toUpperCase()}` : null;
};

export async function makeSupplierFeeds(
  folder: string,
  options: { suppliers: number; rows: number; seed: number; badRate: number; sharedEvery: number },
): Promise<SupplierFeed[]> {
  const feeds: SupplierFeed[] = [];
  const firstCertificates: { lab: string; number: string }[] = [];
  for (let supplier = 1; supplier <= options.suppliers; supplier += 1) {
    const path = join(folder, `supplier-${supplier}.csv`);
    const generated = supplier === 1 ? path : `${path}.generated`;
    const { brokenRows } = await generateFeedFile(generated, {
      rows: options.rows,
      seed: options.seed + supplier - 1,
      badRate: options.badRate,
      // LG-, LH-, LI-…: each supplier its own stock numbers.
      stockPrefix: `L${String.fromCharCode(70 + supplier)}-`,
    });
    if (supplier === 1)
      await eachRow(path, (cells, _row, column) =>
        firstCertificates.push({ lab: cells[column('Lab')], number: cells[column('Certificate #')] }),
      );
    else {
      await rewriteFeed(generated, path, (cells, row, column) => {
        if (row % options.sharedEvery !== 0) return;
        cells[column('Lab')] = firstCertificates[row - 1].lab;
        cells[column('Certificate #')] = firstCertificates[row - 1].number;
      });
      await rm(generated);
    }
    feeds.push({ path, brokenRows });
  }
  return feeds;
}

/** The importer's rule for a live offer (offerOf): a stone the supplier marks unavailable is listed, not offered. */
const isLive = (cells: string[], column: (header: string) => number) => cells[column('Availability')] !== 'Unavailable';

/**
 * What deduplication must leave: one product per distinct certificate that at least one accepted row
 * offers live (a certificate only listed as unavailable makes no product), plus one per live accepted
 * row without a certificate.
 */
export async function expectedStones(feeds: SupplierFeed[]): Promise<{ validRows: number; stones: number }> {
  const keys = new Set<string>();
  let uncertified = 0;
  let validRows = 0;
  for (const feed of feeds) {
    const broken = new Set(feed.brokenRows);
    await eachRow(feed.path, (cells, row, column) => {
      if (broken.has(row)) return;
      validRows += 1;
      if (!isLive(cells, column)) return;
      const key = certificateKey(cells, column);
      if (key) keys.add(key);
      else uncertified += 1;
    });
  }
  return { validRows, stones: keys.size + uncertified };
}

/**
 * The last stone of the feed that only the first supplier lists (not a shared row, not broken,
 * available): the one whose storefront price the benchmark follows, written at the end of a run.
 * Answers its stock number.
 */
export async function soleStone(feed: SupplierFeed, sharedEvery: number): Promise<string> {
  const broken = new Set(feed.brokenRows);
  let found = '';
  await eachRow(feed.path, (cells, row, column) => {
    if (broken.has(row) || row % sharedEvery === 0 || cells[column('Availability')] !== 'Available') return;
    found = cells[column('Stock #')];
  });
  if (!found) throw new Error('no stone of the first supplier alone');
  return found;
}

/** The same feed with every cost (Total Price and Price per carat) times `factor`, to whole dollars. */
export async function withNewCosts(feed: SupplierFeed, destination: string, factor: number): Promise<SupplierFeed> {
  await rewriteFeed(feed.path, destination, (cells, _row, column) => {
    for (const header of ['Total Price', 'Price']) {
      const value = Number(cells[column(header)]);
      if (cells[column(header)] && Number.isFinite(value) && value > 0)
        cells[column(header)] = String(Math.round(value * factor));
    }
  });
  return { path: destination, brokenRows: feed.brokenRows };
}
