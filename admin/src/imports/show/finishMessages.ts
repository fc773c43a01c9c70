import type { ImportRecord } from '../types';

type Toast = { message: string; type: 'success' | 'warning' | 'error' | 'info' };

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The toasts of a finished import (spec 2 §8 wording); a dry run says that nothing changed. */
export function finishMessages(record: ImportRecord): Toast[] {
  if (record.status === 'failed') return [{ message: record.error || 'Upload failed', type: 'error' }];
  const toasts: Toast[] = [];
  if (record.dryRun) toasts.push({ message: 'Dry run: nothing was changed', type: 'info' });
  else if (record.successCount > 0)
    toasts.push({ message: `Successfully uploaded ${items(record.successCount)}!`, type: 'success' });
  if (record.failedCount > 0) {
    const failed = record.dryRun ? 'would fail to upload' : 'failed to upload';
    toasts.push({ message: `${items(record.failedCount)} ${failed}. Check details below.`, type: 'warning' });
  }
  return toasts;
}
