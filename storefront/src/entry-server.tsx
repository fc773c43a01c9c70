import type { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Root } from './Root';
import { preloadRoute } from './routes';
import type { DeclaredHead } from './ssr/pageHead';
import { isPersonal, queryClientWith, serializeQueryState, travels } from './ssr/queryClient';

export { setApiOrigin } from './apiClient';
export { QUERY_STATE_ID } from './ssr/queryClient';

/** Passes that may find queries only a previous pass's answers reveal (a product's reviews under the product). */
const MAX_DATA_PASSES = 3;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The title and description the page declared, for the head. */
  head: DeclaredHead;
  /** The query cache's answers (JSON), for the page to carry to the browser's cache. */
  queryState: string;
}

async function renderToHtml(
  url: string,
  queryClient: QueryClient,
  signal: AbortSignal,
  head: DeclaredHead = {},
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <Root
      queryClient={queryClient}
      head={head}
      router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
    />,
    {
      signal,
      onError: (error) => void (signal.aborted || console.error(error)),
      // Every part in place, in order: React would otherwise send a large part after its placeholder, to be
      // moved in by a script, and a shopper without JavaScript (or a crawler) would see "Loading...".
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  if (signal.aborted) throw new Error(`The render of ${url} was stopped: ${String(signal.reason)}`);
  return Buffer.concat(chunks).toString('utf8');
}

/** A state the browser's first render would not share: a failed read, which does not travel (ssr/queryClient.ts). */
const differsInBrowser = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && !travels(query));

/**
 * Renders a storefront page (issue 30). The tree is rendered until it asks for no data the cache does not
 * hold: each pass registers its queries (useQuery on the server only registers), which are then asked for
 * through their own query functions, against the API; personal queries never are. The pass that asks for
 * nothing new is the page, unless a read failed: the browser, which gets only the answers that travel, would
 * render that part differently, so the page is rendered once more from exactly what the browser gets.
 */
export async function renderPage(url: string, signal: AbortSignal): Promise<RenderedPage> {
  await preloadRoute(new URL(url, 'http://storefront').pathname);
  const collecting = queryClientWith(null);
  let html = '';
  let head: DeclaredHead = {};
  for (let pass = 0; pass < MAX_DATA_PASSES; pass++) {
    head = {};
    html = await renderToHtml(url, collecting, signal, head);
    const unasked = collecting
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !isPersonal(query));
    if (!unasked.length) break;
    // No retries on the server: a failed read is the browser's to try again.
    await Promise.all(unasked.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
    if (pass === MAX_DATA_PASSES - 1) html = '';
  }
  const queryState = serializeQueryState(collecting);
  if (!html || differsInBrowser(collecting)) {
    head = {};
    html = await renderToHtml(url, queryClientWith(queryState), signal, head);
  }
  collecting.clear();
  return { html, head, queryState };
}
