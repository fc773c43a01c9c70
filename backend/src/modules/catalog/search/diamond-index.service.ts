import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import { type CatalogChanges, ProductRepository } from '../products.repository.js';
import { buildIndexParts, DiamondIndex, type DiamondColumns, emptyColumns, INDEXED_COLUMNS } from './diamond-index.js';
import { buildIndexInThread } from './diamond-index-builder.js';
import { decodeSnapshot, encodeSnapshot, SNAPSHOT_FORMAT } from './index-snapshot.js';
import { IndexSnapshotRepository } from './index-snapshot.repository.js';
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
/** A snapshot is stored at most this often (by whichever process built last), so several processes do not each write one. */
const SNAPSHOT_EVERY_SECONDS = 60;
/** A build that failed (the database was down) is tried again after this long, searches or not. */
const RETRY_BUILD_MS = 5_000;

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
 * the revision it holds and lays them over the index it had, in time proportional to the new changes.
 * A full build from the database happens at start when there is no snapshot to load (below), after a
 * truncate and when the process fell behind the kept log; when the changes laid over grow large, a
 * build from memory folds them in. Builds sort in a
 * thread, so searches go on meanwhile. Several API processes each keep their own index and stay
 * consistent through the shared revision.
 *
 * After a full build or fold, the index's columns and revision are stored as a snapshot
 * (index-snapshot.repository.ts); a starting process loads it and applies the changes since, instead
 * of reading every diamond, unless the log no longer reaches back to it. Until the index is ready,
 * searches use SQL and GET /api/health/ready answers 503.
 */
@Injectable()
export class DiamondIndexService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DiamondIndexService.name);
  /** The last full build, and the ids changed since it. */
  private base?: Built;
  private readonly changed = new Set<string>();
  private built?: Built;
  private building?: Promise<void>;
  private following?: Promise<void>;
  private storing?: Promise<void>;
  private timers: NodeJS.Timeout[] = [];
  private closing = false;
  private buildFailedAt = 0;
  /** Found products' summaries as of the revision the index holds (search reads them before the database). */
  readonly summaries = new SummaryCache(SUMMARIES_KEPT);
  /** How many times this process built its index from the products table, and loaded it from the snapshot. */
  readonly builds = { fromDatabase: 0, fromSnapshot: 0 };

  constructor(
    private readonly products: ProductRepository,
    private readonly snapshots: IndexSnapshotRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Loads the snapshot (or builds) at start, in the background, so the first shoppers after a deploy already get it. */
  onApplicationBootstrap(): void {
    if (!this.config.searchIndex) return;
    void this.rebuild();
    this.timers = [
      setInterval(() => this.keepUp(), FOLLOW_EVERY_MS),
      setInterval(() => void this.prune(), PRUNE_EVERY_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    await Promise.all([this.building, this.following, this.storing]);
  }

  /**
   * Follows the log; without an index, builds again once a failed build is a while ago: a process
   * that is not ready gets no searches (the load balancer waits for it), so none would start it.
   */
  private keepUp(): void {
    if (this.built) void this.follow();
    else if (Date.now() - this.buildFailedAt > RETRY_BUILD_MS) void this.rebuild();
  }

  /** Whether searches can be answered from the index (or SQL is all there is: SEARCH_INDEX=off). */
  get ready(): boolean {
    return !this.config.searchIndex || this.built !== undefined;
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
    this.apply(changes);
  }

  /** Lays `changes` (read from the revision the index holds) over it; folds them in when they grew large. */
  private apply(changes: CatalogChanges): void {
    const diamonds = [...changes.diamonds].sort((a, b) => ((a.id as string) < (b.id as string) ? -1 : 1));
    const ids = diamonds.map((row) => row.id as string);
    for (const id of [...changes.removed, ...ids]) this.changed.add(id);
    this.summaries.forget(changes.removed);
    this.summaries.forget(ids);
    const index = this.built!.index.withChanges(columnsOf(diamonds), changes.removed);
    this.built = { revision: changes.revision, index };
    if (this.changed.size > Math.max(FOLD_AT_LEAST, this.base!.index.size * FOLD_SHARE)) this.fold(this.built);
  }

  /**
   * A full build of `built` from memory, changes included, sorted in a thread: the new base holds
   * built's revision, and following the log from there brings the changes that came meanwhile.
   */
  private fold(built: Built): void {
    this.building ??= buildIndexInThread(built.index.currentColumns())
      .then((index) => {
        if (this.closing) return;
        this.install({ revision: built.revision, index });
        this.storeSnapshot({ revision: built.revision, index });
      })
      .catch((error: Error) => {
        if (!this.closing) this.logger.warn(`Search index changes not folded in: ${error.message}`);
      })
      .finally(() => (this.building = undefined));
  }

  /** A new base, with the changes read since its revision laid over it before searches see it. */
  private install(base: Built, since?: CatalogChanges): void {
    this.summaries.clear();
    this.base = base;
    this.changed.clear();
    this.built = base;
    if (since) this.apply(since);
    void this.follow();
  }

  /**
   * Starts a full build unless one is under way (a process without an index yet starts from the
   * snapshot), and resolves when that build ends (failures are logged).
   */
  private rebuild(): Promise<void> {
    this.building ??= (this.base ? this.build() : this.restore())
      .catch((error: Error) => {
        this.buildFailedAt = Date.now();
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
    this.builds.fromDatabase++;
    this.install({ revision, index });
    this.logger.log(`Search index: ${rows.length} diamonds in ${Math.round(performance.now() - started)} ms`);
    this.storeSnapshot({ revision, index });
  }

  /**
   * The index from the stored snapshot and the changes logged since its revision; a full build when
   * there is no snapshot of this version's format or the log no longer reaches back to it.
   */
  private async restore(): Promise<void> {
    const started = performance.now();
    const snapshot = await this.snapshots.read(SNAPSHOT_FORMAT);
    if (this.closing) return;
    if (!snapshot) return this.build();
    const since = await this.products.catalogChanges(snapshot.revision);
    if (since.everything || BigInt(snapshot.revision) < BigInt(since.logFloor)) return this.build();
    let index: DiamondIndex;
    try {
      // The orders come sorted: what is left is a few passes over the columns (a fraction of a second), no thread.
      const { columns, sortedRows } = decodeSnapshot(snapshot.columns, snapshot.stones);
      const { ids, ...fields } = columns;
      index = DiamondIndex.assemble({ ids, ...fields }, buildIndexParts(fields, sortedRows));
    } catch (error) {
      this.logger.warn(`Search index snapshot not loaded, building from the database: ${(error as Error).message}`);
      return this.build();
    }
    if (this.closing) return;
    this.builds.fromSnapshot++;
    this.install({ revision: snapshot.revision, index }, since);
    this.logger.log(
      `Search index: ${snapshot.stones} diamonds from the snapshot at revision ${snapshot.revision}, ${since.diamonds.length + since.removed.length} changes since, in ${Math.round(performance.now() - started)} ms`,
    );
  }

  /**
   * Stores `built` (a full build) as the snapshot in the background, unless another process stored one
   * as new or lately, or this one is still storing the last (the next build will store).
   */
  private storeSnapshot(built: Built): void {
    this.storing ??= this.writeSnapshot(built).finally(() => (this.storing = undefined));
  }

  private async writeSnapshot(built: Built): Promise<void> {
    // A full build has no changes laid over it: its columns are the ones its orders were sorted from.
    const columns = built.index.currentColumns();
    const snapshot = {
      format: SNAPSHOT_FORMAT,
      revision: built.revision,
      stones: columns.ids.length,
      encode: () => encodeSnapshot({ columns, sortedRows: built.index.sortedRows() }),
    };
    try {
      if (await this.snapshots.replace(snapshot, SNAPSHOT_EVERY_SECONDS))
        this.logger.log(`Search index snapshot stored: ${snapshot.stones} diamonds at revision ${snapshot.revision}`);
    } catch (error) {
      if (!this.closing) this.logger.warn(`Search index snapshot not stored: ${(error as Error).message}`);
    }
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
