// `npm run bench:search`: builds what changed, then runs the benchmark on the project's own Node.
import { join } from 'node:path';
import { buildWhatChanged, ensureDependencies, node, root, run } from './lib.mjs';

const [name, ...args] = process.argv.slice(2);
ensureDependencies();
buildWhatChanged();
run(node, [join(root, `backend/dist/scripts/bench-${name}.js`), ...args]);
