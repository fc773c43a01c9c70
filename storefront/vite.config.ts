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

// In development the API, uploaded media and the widget bundle come from the backend server.
const backend = 'http://localhost:3000';

export default defineConfig({
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
      output: {
        // Libraries in chunks of their own: every page needs them, and they change far less often than the shop's code.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'query', test: /node_modules[\\/](@tanstack|openapi-fetch)[\\/]/, priority: 1 },
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
