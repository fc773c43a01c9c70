import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import { ProductRepository } from '../products.repository.js';
import { DiamondIndex, type DiamondColumns, INDEXED_COLUMNS } from './diamond-index.js';

/** Rows read per query while building: bounds the memory a build needs beside the index itself. */
const CHUNK = 100_000;

export interface Built {
  revision: string;
  index: DiamondIndex;
}

/**
 * Keeps this process's DiamondIndex in step with the database. Every search reads the catalogue
 * revision (moved by a trigger in the same transaction as any change to a search field) in the same
 * statement as its results, so an index answer is used only when the index holds exactly what is
 * committed; otherwise the search goes to SQL and a rebuild starts in the background. Several API processes each keep their own
 * index and stay consistent through the shared revision.
 */
@Injectable()
export class DiamondIndexService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DiamondIndexService.name);
  private built?: Built;
  private building?: Promise<void>;
  private closing = false;

  constructor(
    private readonly products: ProductRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Builds at start, in the background, so the first shoppers after a deploy already get it. */
  onApplicationBootstrap(): void {
    if (this.config.searchIndex) void this.refresh();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.building;
  }

  /**
   * The last index built, with the revision it holds, to be confirmed by `isCurrent` against the
   * revision read with the results (one round trip for both). Undefined before the first build
   * (which this starts) or with SEARCH_INDEX=off.
   */
  latest(): Built | undefined {
    if (!this.config.searchIndex) return undefined;
    if (!this.built) void this.refresh();
    return this.built;
  }

  /** Whether `built` holds the catalogue of `revision`, read from the database; if not, a rebuild starts. */
  isCurrent(built: Built, revision: string): boolean {
    if (built.revision === revision) return true;
    void this.refresh();
    return false;
  }

  /** Resolves once the index matches the catalogue (for tests and benchmarks, which must not race it). */
  async whenCurrent(): Promise<DiamondIndex> {
    for (;;) {
      const built = this.latest();
      if (built && this.isCurrent(built, await this.revision())) return built.index;
      await this.refresh();
    }
  }

  /** Starts a build unless one is under way, and resolves when that build ends (failures are logged). */
  private refresh(): Promise<void> {
    this.building ??= this.build()
      .catch((error: Error) => {
        if (!this.closing) this.logger.warn(`Search index not built, searches use SQL: ${error.message}`);
      })
      .finally(() => (this.building = undefined));
    return this.building;
  }

  private revision(): Promise<string> {
    return this.products.catalogRevision();
  }

  /**
   * Reads the revision first, then the rows: a change committed in between makes the index newer
   * than its revision says, so the next search sees a newer revision and rebuilds. Never the reverse.
   */
  private async build(): Promise<void> {
    const started = performance.now();
    const revision = await this.revision();
    const columns = await this.load();
    if (this.closing) return;
    this.built = { revision, index: new DiamondIndex(columns) };
    this.logger.log(`Search index: ${columns.ids.length} diamonds in ${Math.round(performance.now() - started)} ms`);
  }

  /** Every diamond's search fields, in id order, coded in SQL so few bytes travel; the price is the one paid. */
  private async load(): Promise<DiamondColumns> {
    const chunks: Record<string, unknown>[][] = [];
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await this.products.diamondIndexRows(after, CHUNK);
      if (this.closing) return emptyColumns(0);
      if (!rows.length) break;
      chunks.push(rows);
      after = rows[rows.length - 1].id as string;
    }
    const rows = chunks.flat();
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
}

function emptyColumns(size: number): DiamondColumns {
  return {
    ids: new Array<string>(size),
    type: new Uint8Array(size),
    codes: Object.fromEntries(
      INDEXED_COLUMNS.map((column) => [column, new Uint8Array(size)]),
    ) as DiamondColumns['codes'],
    orderable: new Uint8Array(size),
    price: new Float64Array(size),
    carat: new Float64Array(size),
    createdAt: new Float64Array(size),
  };
}
