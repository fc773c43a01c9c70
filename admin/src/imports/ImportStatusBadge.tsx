import { Chip } from '@mui/material';
import type { ImportStatus } from './types';

// MUI's palette colours: the leads' StatusBadge only knows the lead kinds' values.
const looks: Record<ImportStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  queued: { label: 'Queued', color: 'default' },
  running: { label: 'Processing', color: 'info' },
  done: { label: 'Done', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

export const ImportStatusBadge = ({ status }: { status: ImportStatus }) => (
  <Chip
    size="small"
    label={looks[status].label}
    color={looks[status].color}
    sx={{ fontWeight: 600, borderRadius: 999 }}
  />
);
