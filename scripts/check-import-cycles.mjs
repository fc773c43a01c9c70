// `node scripts/check-import-cycles.mjs [folder…]` (run by `npm run lint`): fails when files import each
// other in a circle, type-only imports included (a module that needs the file that needs it has no clear
// layer). Reads each TypeScript file's imports and re-exports with TypeScript's own pre-processor, resolves
// the relative ones (`./x.js` is `./x.ts` or `./x.tsx`), and reports every strongly connected group.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const folders = process.argv.slice(2).length ? process.argv.slice(2) : ['backend/src'];

function* sources(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier).replace(/\.(m?js|jsx)$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate)) return candidate;
  return null;
}

const graph = new Map();
for (const folder of folders)
  for (const file of sources(resolve(root, folder))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(file, [...new Set(importedFiles.map((i) => resolveImport(file, i.fileName)).filter(Boolean))]);
  }

// Tarjan's strongly connected components, iteratively (deep import chains would overflow recursion).
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let counter = 0;
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  while (work.length) {
    const frame = work[work.length - 1];
    const [node, next] = frame;
    if (next === 0) {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      onStack.add(node);
    }
    const edges = graph.get(node) ?? [];
    if (next < edges.length) {
      frame[1] += 1;
      const target = edges[next];
      if (!index.has(target)) work.push([target, 0]);
      else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
      continue;
    }
    work.pop();
    if (work.length) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group);
    }
  }
}

if (cycles.length) {
  console.error(`Import cycles (${cycles.length}): files that import each other, directly or through others:`);
  for (const group of cycles)
    console.error(
      `  - ${group
        .map((file) => relative(root, file))
        .sort()
        .join('\n    ')}`,
    );
  process.exit(1);
}
console.log(`No import cycles in ${folders.join(', ')} (${graph.size} files).`);
