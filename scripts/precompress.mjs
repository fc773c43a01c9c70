// Build step of each front end (`vite build && node ../scripts/precompress.mjs dist`): writes a brotli
// (`.br`) and a gzip (`.gz`) copy beside every text file, at the strongest settings, once per build,
// so the server hands them out as they are instead of compressing on every request
// (backend/src/http/precompressed-static.ts). Images, fonts and video are compressed already.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest|ico)$/i;
// The server compresses nothing smaller (its threshold): the headers would outweigh the saving.
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Dot folders (Vite's .vite/manifest.json) are never served.
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('Usage: node scripts/precompress.mjs <folder>...');
  process.exit(1);
}
let files = 0;
let before = 0;
let after = 0;
for (const dir of dirs) {
  for (const file of filesUnder(dir).filter((path) => TEXT.test(path))) {
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    // A copy no smaller than the file would only cost a disk read.
    if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
    files += 1;
    before += body.length;
    after += Math.min(brotli.length, body.length);
  }
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `precompress: ${files} files in ${dirs.join(', ')}, ${kib(before)} → ${kib(after)} brotli (.br and .gz beside each)`,
);
