import { parentPort, workerData } from 'node:worker_threads';
import { buildIndexParts, type DiamondFields } from './diamond-index.js';

/**
 * A build thread's entry (diamond-index-builder.ts): sorts the fields it was given and hands back the
 * index's typed arrays, moved rather than copied.
 */
const parts = buildIndexParts(workerData as DiamondFields);
const buffers = new Set<ArrayBuffer>();
const collect = (value: unknown): void => {
  if (ArrayBuffer.isView(value)) buffers.add(value.buffer as ArrayBuffer);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
};
collect(parts);
parentPort!.postMessage(parts, [...buffers]);
