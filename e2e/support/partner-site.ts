import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A partner's website on its own origin (http://127.0.0.1:<port>, never the shop's http://localhost:<port>),
 * for the embeddable widgets: pages paste the shop's widgets.js and place custom elements.
 */

/** The partner's stylesheet at its worst: every element (so also the widgets' host elements and <html>). */
export const HOSTILE_CSS =
  '* { font: 40px serif !important; color: red !important } button { display: none } div, p, section { margin: 30px !important; padding: 30px !important }';

/** The events a partner page can listen for (documented in the widgets' README / demo page). */
export const WIDGET_EVENTS = [
  'gem:ready',
  'gem:product-not-found',
  'gem:order-submitted',
  'gem:appointment-booked',
  'gem:contact-sent',
] as const;

/** What the page's recorder keeps per event, read back with `window.partnerEvents`. */
export interface RecordedEvent {
  type: string;
  /** The element's id (or tag name): document listeners see the host as the target. */
  target: string;
  bubbles: boolean;
  composed: boolean;
  detail: Record<string, unknown>;
}

interface PageOptions {
  /** Origin of the shop (http://localhost:<port>): the page loads <shop>/widgets/v1/widgets.js from it. */
  shop: string;
  /** Markup placed in the page's 320 px column (#column). */
  column: string;
  /** Include HOSTILE_CSS (default true). */
  hostile?: boolean;
  /** Marks the page's own <style> and inline <script> with this CSP nonce (pages served with a strict policy). */
  nonce?: string;
}

/**
 * A partner page: their own text and button, a 320 px column with the widgets, the script pasted as the
 * docs say (async), and a small inline recorder of every widget event (the partner's own analytics).
 */
export function partnerPage({ shop, column, hostile = true, nonce }: PageOptions): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ever After Planning</title>
    <style${nonceAttribute}>
      ${hostile ? HOSTILE_CSS : ''}
      #column { width: 320px; }
    </style>
    <script${nonceAttribute}>
      window.partnerEvents = [];
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', function (event) {
        window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
      });
      ${JSON.stringify(WIDGET_EVENTS)}.forEach(function (type) {
        document.addEventListener(type, function (event) {
          window.partnerEvents.push({
            type: event.type,
            target: event.target.id || event.target.localName,
            bubbles: event.bubbles,
            composed: event.composed,
            detail: JSON.parse(JSON.stringify(event.detail)),
          });
        });
      });
    </script>
    <script src="${shop}/widgets/v1/widgets.js" async></script>
  </head>
  <body>
    <h1>Choosing the ring without the stress</h1>
    <p>Partner copy, styled by the partner's stylesheet.</p>
    <button type="button" id="partner-button">Subscribe to our newsletter</button>
    <div id="column">
      ${column}
    </div>
  </body>
</html>`;
}

export interface PartnerSite {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** 127.0.0.1:<port>, as the console's 'Widget · <host>' label shows it. */
  host: string;
  url: (path: string) => string;
  close: () => Promise<void>;
}

/** A page's HTML, or its HTML with extra response headers (e.g. a Content-Security-Policy). */
type PageAnswer = string | { html: string; headers: Record<string, string> };

/** Serves `pages` (path → HTML, built per request) on 127.0.0.1 and an ephemeral port. */
export async function startPartnerSite(pages: Record<string, () => PageAnswer>): Promise<PartnerSite> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://partner.invalid').pathname;
    const page = pages[path];
    if (!page) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const answer = page();
    const { html, headers } = typeof answer === 'string' ? { html: answer, headers: {} } : answer;
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
      .end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    host: `127.0.0.1:${port}`,
    url: (path) => `${origin}${path}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
