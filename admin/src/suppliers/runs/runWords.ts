import type { ImportRecord, ImportTrigger } from '../../imports/types';

export const triggerLabels: Record<ImportTrigger, string> = {
  upload: 'Upload',
  schedule: 'Schedule',
  manual: 'Run now',
};

/** 95 ms → '0.1 s', 75,000 ms → '1 min 15 s'; nothing while a run has no duration. */
export function durationInWords(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds % 60)} s`;
}

/** 1,536 → '1.5 kB' (decimal units, as browsers show downloads); nothing for an upload. */
export function bytesInWords(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit ? value.toFixed(1) : value} ${units[unit]}`;
}

const count = (value: number | undefined) => (value ?? 0).toLocaleString('en-US');

/** '8 created · 4 updated · 2 retired · 3 refused'. */
export const runCounts = (run: ImportRecord) =>
  `${count(run.createdCount)} created · ${count(run.updatedCount)} updated · ${count(run.retiredCount)} retired · ${count(run.failedCount)} refused`;

/** '5 up · 2 down'. */
export const priceMoves = (run: ImportRecord) => `${count(run.priceUpCount)} up · ${count(run.priceDownCount)} down`;
