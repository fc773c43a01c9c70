import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { LegalPageSlug } from './legal-page-kinds.js';

/** A page as staff saved it. */
export interface SavedLegalPage {
  slug: LegalPageSlug;
  markdown: string;
  html: string;
  savedAt: Date;
  savedBy: { name: string; email: string } | null;
}

interface Row {
  slug: LegalPageSlug;
  markdown: string;
  html: string;
  saved_at: Date;
  saved_by_name: string | null;
  saved_by_email: string | null;
}

const COLUMNS = `"slug", "markdown", "html", "saved_at", "saved_by_name", "saved_by_email"`;

const toSaved = (row: Row): SavedLegalPage => ({
  slug: row.slug,
  markdown: row.markdown,
  html: row.html,
  savedAt: new Date(row.saved_at),
  savedBy:
    row.saved_by_name || row.saved_by_email ? { name: row.saved_by_name ?? '', email: row.saved_by_email ?? '' } : null,
});

/** The legal_pages table: one row per page staff have saved (no row: the page is still its draft). */
@Injectable()
export class LegalPagesRepository {
  constructor(private readonly em: EntityManager) {}

  async find(slug: LegalPageSlug): Promise<SavedLegalPage | null> {
    const [row] = await this.em.fork().execute<Row[]>(`select ${COLUMNS} from "legal_pages" where "slug" = ?`, [slug]);
    return row ? toSaved(row) : null;
  }

  async all(): Promise<SavedLegalPage[]> {
    const rows = await this.em.fork().execute<Row[]>(`select ${COLUMNS} from "legal_pages"`);
    return rows.map(toSaved);
  }

  /** Stores the page as staff saved it, replacing what they saved before. */
  async save(
    page: { slug: LegalPageSlug; markdown: string; html: string; savedAt: Date },
    by: { id: string; name: string; email: string },
  ): Promise<SavedLegalPage> {
    const [row] = await this.em.fork().execute<Row[]>(
      `insert into "legal_pages" ("slug", "markdown", "html", "saved_at", "saved_by_id", "saved_by_name", "saved_by_email")
       values (?, ?, ?, ?, ?, ?, ?)
       on conflict ("slug") do update set "markdown" = excluded."markdown", "html" = excluded."html",
         "saved_at" = excluded."saved_at", "saved_by_id" = excluded."saved_by_id",
         "saved_by_name" = excluded."saved_by_name", "saved_by_email" = excluded."saved_by_email"
       returning ${COLUMNS}`,
      [page.slug, page.markdown, page.html, page.savedAt, by.id, by.name, by.email],
    );
    return toSaved(row);
  }
}
