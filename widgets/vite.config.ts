import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { reactToPreact } from './react-to-preact';

// The backend serves dist/ at /widgets, so these land at /widgets/v1/widgets.js and /widgets/v1/demo.html.
const demoFiles = { 'demo.html': 'demo/index.html', 'demo.css': 'demo/demo.css', 'demo.js': 'demo/demo.js' };

function copyDemoPage(): Plugin {
  return {
    name: 'copy-demo-page',
    generateBundle() {
      for (const [fileName, source] of Object.entries(demoFiles)) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(new URL(source, import.meta.url)) });
      }
    },
  };
}

// Partner pages pay for every byte: the bundle renders through preact/compat (react-to-preact.ts).
// `WIDGETS_RENDERER=react` builds with React, the baseline `npm run bench:widgets` compares against.

export default defineConfig({
  plugins: [react(), copyDemoPage()],
  resolve: { alias: process.env.WIDGETS_RENDERER === 'react' ? [] : reactToPreact },
  // Library builds leave process.env.NODE_ENV to the consumer; partner pages have no `process`, and React must be its production build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist/v1',
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: 'src/loader.ts',
      formats: ['iife'],
      // Vite requires a global name for IIFE builds; the entry exports nothing, so none is created.
      name: 'GemWidgets',
      fileName: () => 'widgets.js',
    },
  },
});
