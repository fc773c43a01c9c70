// `node scripts/cpu-time.mjs <report.json> <command> [args…]`: runs the command to its end with its
// output, then writes { status, cpuSeconds } (the command's and its descendants' CPU, from
// /proc/self/stat's cutime + cstime) to the report and exits with the command's status. npm test
// runs each suite through it, so a suite's CPU is its own even while another lane runs beside it.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [report, command, ...args] = process.argv.slice(2);
const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
let cpuSeconds = NaN;
try {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  cpuSeconds = (Number(fields[13]) + Number(fields[14])) / 100;
} catch {
  // Not Linux: the suite's CPU is unknown, its result still counts.
}
const code = status ?? (signal ? 1 : 0);
writeFileSync(report, JSON.stringify({ status: code, cpuSeconds }));
process.exit(code);
