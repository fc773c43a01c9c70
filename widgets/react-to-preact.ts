import type { Alias } from 'vite';

/**
 * React's DOM renderer alone is ~60 KB gzipped; preact/compat renders the same components in ~5 KB.
 * The partner widgets and the storefront build through these aliases; their jest tests and type checks
 * run against React itself, their Playwright tests against the built bundles.
 */
export const reactToPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];
