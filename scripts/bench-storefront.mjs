// `npm run bench:storefront`: the gzipped JavaScript a phone downloads before each storefront page
// is usable: the entry chunk, the page's on-demand chunk, and every chunk they import statically
// (Vite preloads those), read from the build's .vite/manifest.json. Exits 1 over the budget.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Kilobytes of 1,000 bytes, as Vite's build report counts them. */
export const BUDGET_KB = 120;
const KB = 1000;

const { pages, productPages, pageModules } = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../storefront/src/page-paths.json'), 'utf8'),
);

/** Each measured page and the manifest key of its on-demand chunk, from the storefront's one list of pages. */
export const ROUTES = [
  ...['home', 'diamonds', 'jewelry', 'bookAppointment', 'contact', 'shortlist'].map((name) => ({
    name,
    path: pages[name],
    page: pageModules[name],
  })),
  { name: 'product', path: productPages.diamonds, page: pageModules.productPage },
];

/** The JavaScript files a page needs before it runs: its chunks and their static imports, each once. */
export function chunksOf(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** Per route: its files with their gzipped sizes (level 9) and the total, in KB. */
export function measure(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const gzippedKb = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / KB;
  return ROUTES.map((route) => {
    const files = chunksOf(manifest, [entry, route.page]).map((file) => ({ file, kb: gzippedKb(file) }));
    return { ...route, files, totalKb: files.reduce((sum, { kb }) => sum + kb, 0) };
  });
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const results = measure(resolve(import.meta.dirname, '../storefront/dist'));
  for (const { name, path, files, totalKb } of results) {
    console.log(`\n${name} (${path})`);
    for (const { file, kb } of files) console.log(`  ${file.padEnd(44)}${kb.toFixed(1).padStart(8)} KB`);
    console.log(
      `  ${'total JavaScript, gzipped'.padEnd(44)}${totalKb.toFixed(1).padStart(8)} KB  (budget ${BUDGET_KB} KB)`,
    );
  }
  const over = results.filter(({ totalKb }) => totalKb > BUDGET_KB);
  if (over.length) console.error(`\nOver the ${BUDGET_KB} KB budget: ${over.map(({ name }) => name).join(', ')}`);
  console.log(
    `\nbench:storefront ${results.map(({ name, totalKb }) => `${name}_js_gz_kb=${totalKb.toFixed(1)}`).join(' ')}`,
  );
  process.exit(over.length ? 1 : 0);
}
