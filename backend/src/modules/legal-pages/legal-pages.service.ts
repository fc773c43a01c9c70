import { Injectable, NotFoundException } from '@nestjs/common';
import { ShopService } from '../shop/index.js';
import type { User } from '../users/index.js';
import type { AdminLegalPageDto, LegalPageDto, LegalPagePreviewDto } from './dto/legal-page.dto.js';
import { isLegalPageSlug, LEGAL_PAGE_KINDS, LEGAL_PAGE_SLUGS, type LegalPageSlug } from './legal-page-kinds.js';
import { LegalPagesRepository, type SavedLegalPage } from './legal-pages.repository.js';
import { renderMarkdown } from './render-markdown.js';
import { startingText } from './starting-texts.js';

/**
 * The five legal pages: what staff saved, or until then the starting text written from the settings
 * (a draft, rendered on each read, so it follows every change of the settings).
 */
@Injectable()
export class LegalPagesService {
  constructor(
    private readonly pages: LegalPagesRepository,
    private readonly shop: ShopService,
  ) {}

  async page(slug: string): Promise<LegalPageDto> {
    const { slug: known, title, html, savedAt } = await this.adminPage(slug);
    return { slug: known, title, html, updatedAt: savedAt };
  }

  async list(): Promise<AdminLegalPageDto[]> {
    const saved = new Map((await this.pages.all()).map((page) => [page.slug, page]));
    const settings = await this.shop.settings();
    return LEGAL_PAGE_SLUGS.map((slug) => toAdmin(slug, saved.get(slug) ?? draftOf(slug, settings)));
  }

  async adminPage(slug: string): Promise<AdminLegalPageDto> {
    const known = slugOf(slug);
    return toAdmin(known, (await this.pages.find(known)) ?? draftOf(known, await this.shop.settings()));
  }

  async save(actor: User, slug: string, markdown: string): Promise<AdminLegalPageDto> {
    const known = slugOf(slug);
    const saved = await this.pages.save(
      { slug: known, markdown, html: renderMarkdown(markdown), savedAt: new Date() },
      { id: actor.id, name: actor.name, email: actor.email },
    );
    return toAdmin(known, saved);
  }

  preview(markdown: string): LegalPagePreviewDto {
    return { html: renderMarkdown(markdown) };
  }
}

/** The slug, or a 404 for any other (matched as the storefront matches its addresses: ignoring case). */
function slugOf(slug: string): LegalPageSlug {
  const lower = slug.toLowerCase();
  if (!isLegalPageSlug(lower)) throw new NotFoundException('Page not found');
  return lower;
}

type Draft = Omit<SavedLegalPage, 'savedAt'> & { savedAt: null };

function draftOf(slug: LegalPageSlug, settings: Parameters<typeof startingText>[1]): Draft {
  const markdown = startingText(slug, settings);
  return { slug, markdown, html: renderMarkdown(markdown), savedAt: null, savedBy: null };
}

function toAdmin(slug: LegalPageSlug, page: SavedLegalPage | Draft): AdminLegalPageDto {
  return {
    id: slug,
    slug,
    title: LEGAL_PAGE_KINDS[slug].title,
    path: `/${slug}`,
    markdown: page.markdown,
    html: page.html,
    draft: page.savedAt === null,
    savedAt: page.savedAt?.toISOString() ?? null,
    savedBy: page.savedBy,
  };
}
