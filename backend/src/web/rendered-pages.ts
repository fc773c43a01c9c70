/** A rendered page as the cache keeps it: anything with its HTML and, when it may be kept, its label. */
interface Labelled {
  html: string;
  etag?: string;
}

/**
 * Server-rendered pages kept by their label (page-etag.ts: the catalogue revision, today's slides, the build
 * and the address), which names everything the page shows: a page is rendered once per label, and visitors
 * asking for it meanwhile wait for that one render instead of starting their own. A page is kept at most
 * `maxAgeMs`, as long as a shared cache may keep it (s-maxage): with several API processes, one may render a
 * new revision from settings it read a moment before (ShopService keeps them a few seconds). The least
 * recently used go once the pages held pass `maxBytes`. An answer without a label (a shell, a failed render)
 * is not kept.
 */
export class RenderedPages<Answer extends Labelled> {
  private readonly pages = new Map<string, Promise<Answer>>();
  private readonly sizes = new Map<string, number>();
  private readonly renderedAt = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page labelled `label`, rendered by `render` unless it is held or under way; `cached` when it was. */
  async answer(label: string, render: () => Promise<Answer>): Promise<{ answer: Answer; cached: boolean }> {
    const renderedAt = this.renderedAt.get(label);
    if (renderedAt !== undefined && this.now() - renderedAt > this.maxAgeMs) this.forget(label);
    const held = this.pages.get(label);
    if (held) {
      // Most recently used last, so the oldest go first.
      this.pages.delete(label);
      this.pages.set(label, held);
      return { answer: await held, cached: true };
    }
    const rendering = render();
    this.pages.set(label, rendering);
    try {
      const answer = await rendering;
      if (answer.etag === label) this.keep(label, answer.html.length);
      else this.forget(label);
      return { answer, cached: false };
    } catch (error) {
      this.forget(label);
      throw error;
    }
  }

  private keep(label: string, size: number) {
    this.renderedAt.set(label, this.now());
    this.sizes.set(label, size);
    this.bytes += size;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      // Only pages already rendered are let go: one under way is still awaited by its visitors.
      if (this.sizes.has(oldest) && oldest !== label) this.forget(oldest);
    }
  }

  private forget(label: string) {
    this.pages.delete(label);
    this.bytes -= this.sizes.get(label) ?? 0;
    this.sizes.delete(label);
    this.renderedAt.delete(label);
  }
}
