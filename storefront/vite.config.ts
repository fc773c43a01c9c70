import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API, uploaded media and the widget bundle come from the backend server.
const backend = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json maps each page's chunk to its imports (read by `npm run bench:storefront`).
    manifest: true,
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
