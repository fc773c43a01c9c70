// `npm run import -- --category lab-grown feed.csv`: builds what changed, then runs the terminal
// import on the project's own Node, passing its exit code on (0 done, 1 failed, 2 bad arguments).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildWhatChanged, ensureDependencies, node, root } from './lib.mjs';

ensureDependencies();
buildWhatChanged();
const { status } = spawnSync(node, [join(root, 'backend/dist/scripts/import-csv.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(status ?? 1);
