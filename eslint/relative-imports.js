// What both backend import rules visit: every relative import, re-export or dynamic import of a file,
// given to `check` with its node and the path it names (resolved against the importing file).
import { dirname, relative, resolve } from 'node:path';

/** ESLint visitors calling `check(node, source, target)` for each relative import; `target` is relative to the cwd. */
export function relativeImports(context, check) {
  const visit = (node) => {
    const source = node?.type === 'Literal' ? node.value : null;
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    check(node, source, relative(context.cwd, resolve(dirname(context.filename), source)));
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
  };
}
