// A backend module is used through its public surface: `modules/<name>/index.ts`. This rule reports any
// import (static, re-export or dynamic) that reaches a file behind another module's index, so the layout
// keeps itself. `common/` is owned by no domain and imports none; modules named `independent` (media)
// import no other module at all.
import { relative, sep } from 'node:path';
import { relativeImports } from './relative-imports.js';

const MODULES = `backend${sep}src${sep}modules${sep}`;
const COMMON = `backend${sep}src${sep}common${sep}`;

/** `backend/src/modules/catalog/search/x.ts` → `{ name: 'catalog', inner: 'search/x.ts' }`; elsewhere null. */
function moduleOf(path) {
  const at = path.indexOf(MODULES);
  if (at < 0) return null;
  const [name, ...rest] = path.slice(at + MODULES.length).split(sep);
  return { name, inner: rest.join('/') };
}

const isIndex = (inner) => inner === '' || /^index\.(js|ts)$/.test(inner);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'import another backend module only through its index.ts' },
    schema: [
      {
        type: 'object',
        properties: { independent: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      inner:
        "'{{source}}' reaches into module '{{target}}': import it from '{{target}}/index.js' (its public surface).",
      common: "common/ is owned by no domain and must not import module '{{target}}'.",
      independent: "module '{{module}}' must not depend on module '{{target}}'.",
    },
  },
  create(context) {
    const file = relative(context.cwd, context.filename);
    const own = moduleOf(file);
    const inCommon = file.includes(COMMON);
    const independent = new Set(context.options[0]?.independent ?? []);
    return relativeImports(context, (node, source, path) => {
      const target = moduleOf(path);
      if (!target || target.name === own?.name) return;
      const data = { source, target: target.name, module: own?.name };
      if (inCommon) context.report({ node, messageId: 'common', data });
      else if (own && independent.has(own.name)) context.report({ node, messageId: 'independent', data });
      else if (!isIndex(target.inner)) context.report({ node, messageId: 'inner', data });
    });
  },
};
