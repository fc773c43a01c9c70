import { Chip } from '@mui/material';
import type { ImportStatus } from './types';

// MUI's palette colours: the leads' StatusBadge only knows the lead kinds' values.
const looks: Record<ImportStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' | 'warning' }> = {
  queued: { label: 'Queued', color: 'default' },
  running: { label: 'Processing', color: 'info' },
  done: { label: 'Done', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  held: { label: 'Held for review', color: 'warning' },
  discarded: { label: 'Discarded', color: 'default' },
};

export const ImportStatusBadge = ({ status }: { status: ImportStatus }) => (
  <Chip
    size="small"
    label={looks[status]?.label ?? status}
    color={looks[status]?.color ?? 'default'}
    // Discarded reads as finished without effect: outlined, unlike a queued run's filled grey.
    variant={status === 'discarded' ? 'outlined' : 'filled'}
    sx={{ fontWeight: 600, borderRadius: 999 }}
  />
);
