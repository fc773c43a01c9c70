// `npm start`: install if needed, build what changed, then run the shop (migrations, first admin and
// demo data happen inside the server). `npm run worker` passes --role=worker.
import { buildWhatChanged, ensureDependencies, startChild } from './lib.mjs';

ensureDependencies();
buildWhatChanged();
const role = process.argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
startChild(['backend/dist/main.js'], role ? { ROLE: role } : {});
