import type { Schedule, SourceKind, Supplier } from './types';

export const sourceLabels: Record<SourceKind, string> = { http: 'HTTP', sftp: 'SFTP', manual: 'Manual' };

/** 'Every 6 hours', 'Every hour', 'Cron 0 *\/4 * * * (shop time)', 'Manual uploads', 'Off'. */
export function scheduleInWords(sourceKind: SourceKind, schedule: Schedule): string {
  if (sourceKind === 'manual') return 'Manual uploads';
  if (schedule.kind === 'hours') return schedule.hours === 1 ? 'Every hour' : `Every ${schedule.hours} hours`;
  if (schedule.kind === 'cron') return `Cron ${schedule.cron} (shop time)`;
  return 'Off (Run now only)';
}

/** Whether the server fetches the feed itself (so Run now applies). */
export const isRemote = (supplier: Pick<Supplier, 'sourceKind'>) => supplier.sourceKind !== 'manual';
