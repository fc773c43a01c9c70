import { defineConfig, type Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';

/**
 * The storefront's list of pages (src/page-paths.json, which routes.tsx builds its routes from) goes
 * into the build beside index.html: the server reads it there to answer 404 for any other address, and
 * to preload each page's own module (found in .vite/manifest.json). A page whose module is not a chunk
 * of its own fails the build, so the server never preloads a module the page does not load.
 */
function pagePathsFile(): Plugin {
  const source = readFileSync(new URL('./src/page-paths.json', import.meta.url), 'utf8');
  return {
    name: 'page-paths',
    generateBundle(_options, bundle) {
      const onDemand = new Set(
        Object.values(bundle).flatMap((chunk) =>
          chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.facadeModuleId ? [chunk.facadeModuleId] : [],
        ),
      );
      const { pageModules } = JSON.parse(source) as { pageModules: Record<string, string> };
      for (const [page, module] of Object.entries(pageModules)) {
        if (![...onDemand].some((id) => id.endsWith(`/${module}`)))
          this.error(`page-paths.json: ${page}'s module ${module} is not loaded on demand by routes.tsx`);
      }
      this.emitFile({ type: 'asset', fileName: 'page-paths.json', source });
    },
  };
}

/** The widgets' product card and its picture cycling, which only it uses (see the card's chunk below). */
const CARD_MODULES = /widgets[\\/]src[\\/]catalog[\\/](ProductCard|useImageCycle)\.tsx?$/;

// In development the API, uploaded media and the widget bundle come from the backend server.
const backend = 'http://localhost:3000';

/** The server's build of the same pages (issue 30): `vite build --ssr src/entry-server.tsx`, read by backend/src/web/server-render.ts. */
const serverBuild = defineConfig({
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false },
  // Everything bundled, React in its production build whatever NODE_ENV the server runs with (`npm start` runs in
  // development): React DOM's development build renders three to four times slower (measured with bench:ssr).
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});

const browserBuild = defineConfig({
  base: '/',
  plugins: [react(), pagePathsFile()],
  // React and React DOM in production too (the shop's stack): the build runs what the tests exercise.
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json maps each page's chunk to its imports (read by `npm run bench:storefront`).
    manifest: true,
    // Every browser the shop supports knows <link rel=modulepreload>: no polyfill in every page's entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The card's modules do nothing on import: a page that takes only the price format from the package's
      // index (`@gem-shop/widgets/catalog`) does not load the card.
      treeshake: { moduleSideEffects: (id: string) => !CARD_MODULES.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // The product card and its picture cycling: pages without cards (a product, a form) do not load them.
            { name: 'product-card', test: CARD_MODULES, priority: 0, includeDependenciesRecursively: false },
            // What every first visit needs (React, the router, the query cache, the shop's layout) in one file:
            // one gzip stream is about 3 KB smaller than the four chunks they were (measured in issue 29), which
            // keeps each page under its 120 KB budget; a deploy re-downloads the file whole.
            { name: 'app', tags: ['$initial'], priority: -1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/media': backend,
      '/widgets': backend,
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
