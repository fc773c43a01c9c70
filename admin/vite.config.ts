import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';

// Vendors change far less often than the console, so browsers keep these chunks across releases.
// Groups are tried in order: the last one takes what is left (react-admin, react-query, react-hook-form...),
// except the dashboard's chart libraries, which stay in the lazily loaded dashboard chunk.
const chartLibraries =
  'recharts|victory-vendor|d3-[a-z-]+|internmap|decimal\\.js-light|@reduxjs|react-redux|redux|reselect|immer|es-toolkit|eventemitter3|tiny-invariant';
const vendorChunks = [
  { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'mui-vendor', test: /node_modules[\\/](@mui|@emotion|react-transition-group)[\\/]/ },
  { name: 'react-admin-vendor', test: new RegExp(`node_modules[\\\\/](?!(${chartLibraries})[\\\\/])`) },
];

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': backend, '/media': backend },
  },
});
