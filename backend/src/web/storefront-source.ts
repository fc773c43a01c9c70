import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';

/** What the storefront's server build (storefront/src/entry-server.tsx) exports. */
export interface StorefrontServerEntry {
  setApiOrigin(origin: string): void;
  renderPage(
    url: string,
    signal: AbortSignal,
  ): Promise<{ html: string; queryState: string; head?: { title?: string; description?: string } }>;
  QUERY_STATE_ID: string;
}

/** Where the storefront's pages come from: its build, or its sources through Vite (`npm run dev`). */
export interface StorefrontSource {
  /** The folder holding page-paths.json (and the build manifest, when built). */
  pageListDir: string;
  /** index.html as every page starts; undefined while there is no build. */
  template(url: string): Promise<string | undefined>;
  /** The server render's entry; null while there is none (pages are then sent as their shells). */
  serverEntry(): Promise<StorefrontServerEntry | null>;
}

export const SERVER_ENTRY_FILE = 'entry-server.js';

/**
 * The built storefront: storefront/dist (index.html, page-paths.json, the manifest) and its server build,
 * each read once per process; a build that appears after the start is picked up on the next request.
 */
export function builtStorefront(storefrontDir: string, serverDir: string | undefined): StorefrontSource {
  const indexFile = join(storefrontDir, 'index.html');
  let template: string | undefined;
  let entry: Promise<StorefrontServerEntry> | undefined;
  return {
    pageListDir: storefrontDir,
    template: async () => (template ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined),
    serverEntry() {
      const file = serverDir && join(serverDir, SERVER_ENTRY_FILE);
      if (!file || (!entry && !existsSync(file))) return Promise.resolve(null);
      entry ??= import(pathToFileURL(file).href) as Promise<StorefrontServerEntry>;
      return entry;
    },
  };
}

/**
 * The storefront's sources served through Vite in middleware mode (issue 30.7, `npm run dev`): the same
 * server render as in production, with the modules Vite transforms, so an edit shows on the next request
 * (the server's modules) and at once in the browser (hot reload over this server's own port).
 */
export async function storefrontDevServer(
  storefrontRoot: string,
  httpServer: Server,
): Promise<{ source: StorefrontSource; middlewares: RequestHandler }> {
  // A development dependency: loaded only here, never in production.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: storefrontRoot,
    configFile: join(storefrontRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });
  const indexFile = join(storefrontRoot, 'index.html');
  return {
    middlewares: vite.middlewares as unknown as RequestHandler,
    source: {
      pageListDir: join(storefrontRoot, 'src'),
      template: (url) => vite.transformIndexHtml(url, readFileSync(indexFile, 'utf8')),
      serverEntry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<StorefrontServerEntry>,
    },
  };
}

/**
 * The page's Content-Security-Policy with its inline scripts allowed by their hashes: Vite's development
 * page starts with one (React Fast Refresh's preamble). Built pages have none and keep the policy as it is.
 */
export function allowingInlineScripts(policy: string, html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
  return hashes.length
    ? policy.replace(/script-src ([^;]*)/, (_, sources) => `script-src ${sources} ${hashes.join(' ')}`)
    : policy;
}
