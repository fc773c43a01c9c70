// The backend's folders are layers, each importing only those below it (its own included):
//
//   common ← config ← modules ← database ← http ← web ← entry points (app.ts, main.ts, import-thread.ts…, scripts/)
//
// `common/` is owned by no domain; `config/` reads the environment; `modules/` are the domains, which
// get the database from Nest's injection; `database/` wires the ORM to every module's entities and
// holds the migrations and the demo data (which use the modules' services); `http/` is the API's
// cross-cutting HTTP behaviour; `web/` serves the web apps; entry points and scripts put it together.
// Tests and files outside backend/src are not judged.
import { relative, sep } from 'node:path';
import { relativeImports } from './relative-imports.js';

const SOURCE = `backend${sep}src${sep}`;
const LAYERS = ['common', 'config', 'modules', 'database', 'http', 'web'];
/** Top-level files and scripts/ sit above every layer. */
const TOP = LAYERS.length;

/** The layer of a file under backend/src (its folder's rank), or null outside it. */
function layerOf(path) {
  const at = path.indexOf(SOURCE);
  if (at < 0) return null;
  const parts = path.slice(at + SOURCE.length).split(sep);
  if (parts.length === 1 || parts[0] === 'scripts') return { name: 'an entry point', rank: TOP };
  const rank = LAYERS.indexOf(parts[0]);
  return rank < 0 ? { name: parts[0], rank: TOP } : { name: parts[0], rank };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'backend layers import only the layers below them' },
    schema: [],
    messages: {
      upward: "{{layer}}/ is below {{target}}/ and must not import '{{source}}' (layers: {{line}}).",
    },
  },
  create(context) {
    const file = relative(context.cwd, context.filename);
    const own = layerOf(file);
    if (!own || /\.(spec|test)\.tsx?$/.test(file)) return {};
    return relativeImports(context, (node, source, path) => {
      const target = layerOf(path);
      if (target && target.rank > own.rank)
        context.report({
          node,
          messageId: 'upward',
          data: { layer: own.name, target: target.name, source, line: [...LAYERS, 'entry points'].join(' ← ') },
        });
    });
  },
};
