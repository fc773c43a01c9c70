import type { Server } from 'node:net';
import { escapeJsonForScript, escapeMarkup } from '../common/text/index.js';
import type { StorefrontSource } from './storefront-source.js';

/** The markup that goes into index.html's empty #root, and the answers it was rendered from. */
export interface RenderedRoot {
  html: string;
  queryState: string;
  stateElementId: string;
  /** The title and description the page declared as it rendered (usePageTitle, usePageMeta). */
  head: { title?: string; description?: string };
}

/** This process's own address as its server-side reads reach it: the loopback when it listens on every interface. */
export function ownOrigin(server: Server): string {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening on a TCP port');
  const host = ['::', '0.0.0.0'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The storefront rendered on the server with React DOM (issue 30): the server build of the same routes.tsx
 * the browser runs (storefront-source.ts). Its query functions read the API through this process's own
 * address, as the browser reads it. A render that takes longer than `timeoutMs` is stopped: the caller sends
 * the page's shell instead, which the browser renders itself.
 */
export class StorefrontServerRender {
  constructor(
    private readonly source: StorefrontSource,
    private readonly apiOrigin: () => string,
    private readonly timeoutMs: number,
  ) {}

  /**
   * The page at `url` (path and query), 'timed-out' when it took too long, or null while there is no server
   * build (the page is then sent as its shell). A render that fails throws.
   */
  async render(url: string): Promise<RenderedRoot | 'timed-out' | null> {
    const entry = await this.source.serverEntry();
    if (!entry) return null;
    const signal = AbortSignal.timeout(this.timeoutMs);
    // Asked each time: a test server listens on a new port for each request.
    entry.setApiOrigin(this.apiOrigin());
    try {
      const { html, queryState, head = {} } = await entry.renderPage(url, signal);
      return { html, queryState, head, stateElementId: entry.QUERY_STATE_ID };
    } catch (error) {
      if (signal.aborted) return 'timed-out';
      throw error;
    }
  }
}

/** index.html with the rendered page in #root and its answers beside it, before the scripts that hydrate it. */
export function withRenderedRoot(html: string, root: RenderedRoot): string {
  const state = `<script id="${root.stateElementId}" type="application/json">${escapeJsonForScript(root.queryState)}</script>`;
  const { title, description } = root.head;
  // Functions, not strings: '$&' in a product's name must stay text, not a replacement pattern.
  let page = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${root.html}</div>\n    ${state}`);
  if (title) page = page.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeMarkup(title)}</title>`);
  if (description)
    page = page.replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/i,
      (_, start: string) => `${start}${escapeMarkup(description)}"`,
    );
  return page;
}
