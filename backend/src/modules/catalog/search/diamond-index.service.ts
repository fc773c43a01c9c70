import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import { ProductRepository } from '../products.repository.js';
import { DiamondIndex, type DiamondColumns, emptyColumns, INDEXED_COLUMNS } from './diamond-index.js';
import { buildIndexInThread } from './diamond-index-builder.js';
import { SummaryCache } from './summary-cache.js';

/** Rows read per query while building: bounds the memory a build needs beside the index itself. */
const CHUNK = 100_000;
/** How often each process looks for committed changes it has not applied (a search that finds one looks at once). */
const FOLLOW_EVERY_MS = 500;
/** Changes are kept in the log this long; a process further behind builds afresh. */
const LOG_KEPT_SECONDS = 600;
const PRUNE_EVERY_MS = 60_000;
/** Changes laid over the base beyond this share of it: a fresh build folds them in (in the background). */
const FOLD_SHARE = 0.02;
const FOLD_AT_LEAST = 5_000;
/** Result cards kept presented (about 1 kB each): the first pages shoppers ask for most. */
const SUMMARIES_KEPT = 20_000;

export interface Built {
  revision: string;
  index: DiamondIndex;
}

type IndexRow = Record<string, unknown>;

/**
 * Keeps this process's DiamondIndex in step with the database. Every search reads the catalogue
 * revision in the same statement as its results, and an index answer is used only when the index
 * holds exactly that revision; otherwise the search goes to SQL.
 *
 * The index follows the catalogue through the change log (ProductRepository.catalogChanges): every
 * half second, and at once when a search finds the index behind, it reads the stones changed since
 * the revision it holds and lays them over its last full build, in time proportional to the changes.
 * A full build from the database happens at start, after a truncate and when the process fell behind
 * the kept log; when the changes laid over grow large, a build from memory folds them in. Builds sort
 * in a thread, so searches go on meanwhile. Several API processes each keep their own
 * index and stay consistent through the shared revision.
 */
@Injectable()
export class DiamondIndexService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DiamondIndexService.name);
  /** The last full build, and the changes since it (a null row: no longer a diamond). */
  private base?: Built;
  private readonly changed = new Map<string, IndexRow | null>();
  private built?: Built;
  private building?: Promise<void>;
  private following?: Promise<void>;
  private timers: NodeJS.Timeout[] = [];
  private closing = false;
  /** Found products' summaries as of the revision the index holds (search reads them before the database). */
  readonly summaries = new SummaryCache(SUMMARIES_KEPT);

  constructor(
    private readonly products: ProductRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Builds at start, in the background, so the first shoppers after a deploy already get it. */
  onApplicationBootstrap(): void {
    if (!this.config.searchIndex) return;
    void this.rebuild();
    this.timers = [
      setInterval(() => void this.follow(), FOLLOW_EVERY_MS),
      setInterval(() => void this.prune(), PRUNE_EVERY_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    await Promise.all([this.building, this.following]);
  }

  /**
   * The index as last brought up to date, with the revision it holds, to be compared with the
   * revision read with the results (one round trip for both). Undefined before the first
   * build (which this starts) or with SEARCH_INDEX=off.
   */
  latest(): Built | undefined {
    if (!this.config.searchIndex) return undefined;
    if (!this.built) void this.rebuild();
    return this.built;
  }

  /**
   * Brings the index up to the catalogue committed now, or at least to revision `atLeast` (a search
   * that found the index behind waits for that rather than going to SQL). A catch-up already under way
   * may have read the log before that revision was committed: then one more follows.
   */
  async follow(atLeast?: string): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (atLeast !== undefined && this.built && BigInt(this.built.revision) >= BigInt(atLeast)) return;
      this.following ??= this.catchUp()
        .catch((error: Error) => {
          if (!this.closing)
            this.logger.warn(`Search index not brought up to date, searches use SQL: ${error.message}`);
        })
        .finally(() => (this.following = undefined));
      await this.following;
      if (atLeast === undefined) return;
    }
  }

  /** Resolves once the index matches the catalogue (for tests and benchmarks, which must not race it). */
  async whenCurrent(): Promise<DiamondIndex> {
    for (;;) {
      const built = this.latest();
      if (built && built.revision === (await this.products.catalogRevision())) return built.index;
      await (this.building ?? this.follow());
      if (!this.built) await this.rebuild();
    }
  }

  private async catchUp(): Promise<void> {
    const base = this.base;
    const from = this.built?.revision;
    if (!base || from === undefined) return;
    const changes = await this.products.catalogChanges(from);
    if (changes.revision === from || this.closing) return;
    if (changes.everything || BigInt(from) < BigInt(changes.logFloor)) {
      // Searches use SQL until the build is done, rather than wait for it.
      void this.rebuild();
      return;
    }
    // A full build that ended meanwhile holds these changes or newer: it is followed from its own revision.
    if (base !== this.base) return;
    for (const id of changes.removed) this.changed.set(id, null);
    for (const row of changes.diamonds) this.changed.set(row.id as string, row);
    this.summaries.forget(changes.removed);
    this.summaries.forget(changes.diamonds.map((row) => row.id as string));
    this.built = { revision: changes.revision, index: this.overBase(base.index) };
    if (this.changed.size > Math.max(FOLD_AT_LEAST, base.index.size * FOLD_SHARE)) this.fold(this.built);
  }

  /**
   * A full build of `built` from memory, changes included, sorted in a thread: the new base holds
   * built's revision, and following the log from there brings the changes that came meanwhile.
   */
  private fold(built: Built): void {
    this.building ??= buildIndexInThread(built.index.currentColumns())
      .then((index) => {
        if (!this.closing) this.install({ revision: built.revision, index });
      })
      .catch((error: Error) => {
        if (!this.closing) this.logger.warn(`Search index changes not folded in: ${error.message}`);
      })
      .finally(() => (this.building = undefined));
  }

  private install(base: Built): void {
    this.summaries.clear();
    this.base = base;
    this.changed.clear();
    this.built = base;
    void this.follow();
  }

  /** The base with every change since its build laid over it. */
  private overBase(index: DiamondIndex): DiamondIndex {
    if (!this.changed.size) return index;
    const ids = [...this.changed.keys()].sort();
    const rows = ids.map((id) => this.changed.get(id)).filter((row): row is IndexRow => !!row);
    return index.withChanges(
      columnsOf(rows),
      ids.filter((id) => !this.changed.get(id)),
    );
  }

  /** Starts a full build unless one is under way, and resolves when that build ends (failures are logged). */
  private rebuild(): Promise<void> {
    this.building ??= this.build()
      .catch((error: Error) => {
        if (!this.closing) this.logger.warn(`Search index not built, searches use SQL: ${error.message}`);
      })
      .finally(() => (this.building = undefined));
    return this.building;
  }

  /**
   * Reads the revision first, then the rows: a change committed in between makes the index newer
   * than its revision says, and following the log from that revision applies it again, which changes nothing.
   */
  private async build(): Promise<void> {
    const started = performance.now();
    const revision = await this.products.catalogRevision();
    const rows = await this.load();
    if (this.closing) return;
    const index = await buildIndexInThread(columnsOf(rows));
    if (this.closing) return;
    this.install({ revision, index });
    this.logger.log(`Search index: ${rows.length} diamonds in ${Math.round(performance.now() - started)} ms`);
  }

  /** Every diamond's search fields, in id order, coded in SQL so few bytes travel; the price is the one paid. */
  private async load(): Promise<IndexRow[]> {
    const chunks: IndexRow[][] = [];
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await this.products.diamondIndexRows(after, CHUNK);
      if (this.closing || !rows.length) break;
      chunks.push(rows);
      after = rows[rows.length - 1].id as string;
    }
    return chunks.flat();
  }

  private async prune(): Promise<void> {
    await this.products.pruneCatalogChanges(LOG_KEPT_SECONDS).catch((error: Error) => {
      if (!this.closing) this.logger.warn(`Catalogue change log not pruned: ${error.message}`);
    });
  }
}

/** Index rows (in id order) as the index's columns. */
function columnsOf(rows: IndexRow[]): DiamondColumns {
  const columns = emptyColumns(rows.length);
  rows.forEach((row, index) => {
    columns.ids[index] = row.id as string;
    columns.type[index] = row.type as number;
    for (const column of INDEXED_COLUMNS) columns.codes[column][index] = row[column] as number;
    columns.orderable[index] = row.orderable as number;
    columns.price[index] = row.price as number;
    columns.carat[index] = (row.carat as number | null) ?? NaN;
    columns.createdAt[index] = row.created_at as number;
  });
  return columns;
}
