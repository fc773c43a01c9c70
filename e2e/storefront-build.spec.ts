import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The storefront that is served is built with React DOM, not preact/compat as it once was, and has its server
 * build beside it (issue 30): the server renders with React DOM and the browser hydrates with React DOM.
 */

const ASSETS = 'storefront/dist/assets';
const SERVER_ENTRY = 'storefront/dist-server/entry-server.js';

/** The text of every browser bundle, by file name. */
function browserBundles(): Map<string, string> {
  const names = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  return new Map(names.map((name) => [name, readFileSync(join(ASSETS, name), 'utf8')]));
}

test('the browser bundles hold React DOM and no preact; the server build is there', () => {
  const bundles = browserBundles();
  expect(bundles.size, `scripts in ${ASSETS}`).toBeGreaterThan(0);
  const all = [...bundles.values()].join('\n');

  // React DOM's client: the entry main.tsx hydrates with, and the keys it marks its root and nodes with.
  for (const marker of ['hydrateRoot', '__reactContainer$', '__reactFiber$'])
    expect(all, `React DOM's '${marker}'`).toContain(marker);

  // Preact's minifier keeps its own short property names: a component's hooks (__H) and a vnode's children
  // (__k); minified React has neither, nor preact's name.
  for (const [name, text] of bundles) {
    expect(text, `${name} names preact`).not.toMatch(/preact/i);
    expect(text, `${name} holds preact's hooks state (.__H)`).not.toMatch(/\.__H\b/);
    expect(text, `${name} holds preact's vnode children (.__k)`).not.toMatch(/\.__k\b/);
  }

  expect(existsSync(SERVER_ENTRY), SERVER_ENTRY).toBe(true);
});
