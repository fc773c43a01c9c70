import { Injectable, Module } from '@nestjs/common';

/**
 * Columns of one owner's table that may hold media paths (`/media/ab/….png`, absolute URLs of this
 * shop's media): text, text[] or jsonb, searched as text for a file's content hash. Each owner
 * declares its own next to its entity and registers it at init (`MediaReferences.register`), so
 * media knows no other module's table.
 */
export interface MediaReferenceSource {
  table: string;
  columns: readonly string[];
}

/**
 * The registry of media references: identical uploads share one file, so `MediaService.release`
 * keeps a file while any registered column mentions it. Owners (catalog, home content, reviews)
 * fill it in `onModuleInit`, before the first request.
 */
@Injectable()
export class MediaReferences {
  private readonly sources = new Map<string, Set<string>>();

  /** Adds `source`'s columns (registering the same table twice merges its columns). */
  register(source: MediaReferenceSource): void {
    const columns = this.sources.get(source.table) ?? new Set<string>();
    for (const column of source.columns) columns.add(column);
    this.sources.set(source.table, columns);
  }

  /** Every registered table with its columns. */
  list(): MediaReferenceSource[] {
    return [...this.sources].map(([table, columns]) => ({ table, columns: [...columns] }));
  }
}

/**
 * The registry alone, for owners to import (one instance shared by every importer; `MediaModule`
 * re-exports it).
 */
@Module({ providers: [MediaReferences], exports: [MediaReferences] })
export class MediaReferencesModule {}
