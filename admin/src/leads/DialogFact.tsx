import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A labelled value of a details dialog. */
export const DialogFact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ mb: 1.5 }}>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);
