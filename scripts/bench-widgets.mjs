// `npm run bench:widgets`: the gzipped JavaScript a partner page downloads for its first widget and for
// all of them, from the built bundle (widgets/dist/v1), next to the same widgets rendered with React
// (built into a temporary folder) as the baseline. Exits 1 over the first widget's budget.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Kilobytes of 1,000 bytes, as Vite's build report counts them. */
export const FIRST_WIDGET_BUDGET_KB = 60;
const KB = 1000;
const ENTRY = 'widgets.js';
const widgetsDir = resolve(import.meta.dirname, '../widgets');

/**
 * First widget: the entry the partner's <script> loads and every chunk it imports, statically or on
 * demand (a page with one widget may need any of them); all widgets: every script the build ships.
 * The demo page's own script is the partner's, not ours.
 */
export function measure(distDir) {
  const scripts = readdirSync(distDir).filter((file) => file.endsWith('.js') && file !== 'demo.js');
  const gzippedKb = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / KB;
  const sizes = Object.fromEntries(scripts.map((file) => [file, gzippedKb(file)]));
  const firstWidget = importsOf(distDir, ENTRY);
  const sum = (files) => files.reduce((total, file) => total + sizes[file], 0);
  return { sizes, firstWidgetKb: sum(firstWidget), allWidgetsKb: sum(scripts) };
}

/** The entry and the chunks it reaches through `import` statements or `import()` calls, each once. */
function importsOf(distDir, entry, seen = new Set()) {
  if (seen.has(entry)) return [...seen];
  seen.add(entry);
  const code = readFileSync(join(distDir, entry), 'utf8');
  for (const [, chunk] of code.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g))
    importsOf(distDir, chunk, seen);
  return [...seen];
}

function build(outDir, env = {}) {
  execFileSync(
    process.execPath,
    ['../node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', outDir],
    {
      cwd: widgetsDir,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    },
  );
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const distDir = join(widgetsDir, 'dist/v1');
  build(distDir);
  const shipped = measure(distDir);
  const baselineDir = mkdtempSync(join(tmpdir(), 'widgets-react-'));
  let baseline;
  try {
    build(baselineDir, { WIDGETS_RENDERER: 'react' });
    baseline = measure(baselineDir);
  } finally {
    rmSync(baselineDir, { recursive: true, force: true });
  }

  for (const [file, kb] of Object.entries(shipped.sizes))
    console.log(`  ${file.padEnd(30)}${kb.toFixed(1).padStart(8)} KB gzipped`);
  console.log(
    `  first widget${shipped.firstWidgetKb.toFixed(1).padStart(26)} KB  (budget ${FIRST_WIDGET_BUDGET_KB} KB)`,
  );
  console.log(`  all widgets${shipped.allWidgetsKb.toFixed(1).padStart(27)} KB`);
  console.log(
    `  baseline, the same widgets on React: first ${baseline.firstWidgetKb.toFixed(1)} KB, all ${baseline.allWidgetsKb.toFixed(1)} KB` +
      ` (shipped/baseline ${(shipped.allWidgetsKb / baseline.allWidgetsKb).toFixed(2)})`,
  );
  const over = shipped.firstWidgetKb > FIRST_WIDGET_BUDGET_KB;
  if (over) console.error(`\nThe first widget costs more than the ${FIRST_WIDGET_BUDGET_KB} KB budget.`);
  console.log(
    `\nbench:widgets first_widget_js_gz_kb=${shipped.firstWidgetKb.toFixed(1)} all_widgets_js_gz_kb=${shipped.allWidgetsKb.toFixed(1)}`,
  );
  process.exit(over ? 1 : 0);
}
