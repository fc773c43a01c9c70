import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Both src/config (ts-jest) and dist/config (built) sit three levels below the repository root.
export const repoRoot = resolve(import.meta.dirname, '../../..');

export const appVersion: string = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')).version;

/** Built front ends the server hands out, by URL prefix. */
export const webAppDirs = {
  storefront: resolve(repoRoot, 'storefront/dist'),
  /** The storefront's sources (index.html, src/), which `npm run dev` serves through Vite. */
  storefrontRoot: resolve(repoRoot, 'storefront'),
  /** The storefront's server build (issue 30), which renders its pages here. */
  storefrontServer: resolve(repoRoot, 'storefront/dist-server'),
  admin: resolve(repoRoot, 'admin/dist'),
  widgets: resolve(repoRoot, 'widgets/dist'),
};
