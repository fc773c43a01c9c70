import { Box, Paper, Typography } from '@mui/material';
import type { ImportRecord } from '../types';

const Counter = ({ label, value, color }: { label: string; value: number; color: string }) => (
  <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
    <Typography variant="h4" component="p" sx={{ color, fontWeight: 700 }}>
      {value.toLocaleString('en-US')}
    </Typography>
    <Typography color="text.secondary">{label}</Typography>
  </Paper>
);

/** Spec 2's three result counters, then how the successes split; a dry run words them as would-be. */
export const ImportCounters = ({ record }: { record: ImportRecord }) => {
  const { dryRun } = record;
  const details = dryRun
    ? [`Would be created: ${record.createdCount}`, `Would be updated: ${record.updatedCount}`]
    : [`Created: ${record.createdCount}`, `Updated: ${record.updatedCount}`];
  if (record.mode === 'replace') {
    details.push(`${dryRun ? 'Would be made unavailable' : 'Made unavailable'}: ${record.unavailableCount}`);
  }
  return (
    <Box component="section" aria-label="Results">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <Counter
          label={dryRun ? 'Would Upload' : 'Successfully Uploaded'}
          value={record.successCount}
          color="success.main"
        />
        <Counter
          label={dryRun ? 'Would Fail to Upload' : 'Failed to Upload'}
          value={record.failedCount}
          color="error.main"
        />
        <Counter
          label={dryRun ? 'Total Items Checked' : 'Total Items Processed'}
          value={record.totalItems}
          color="text.primary"
        />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {details.join(' · ')}
      </Typography>
    </Box>
  );
};
