import type { ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

/** The loading text, the empty state, or the table. */
export const ListState = ({ loading, empty, children }: { loading: string; empty: ReactNode; children: ReactNode }) => {
  const { isPending, data } = useListContext();
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 4 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">{loading}</Typography>
      </Box>
    );
  }
  if (!data?.length) return <>{empty}</>;
  return <>{children}</>;
};

/** 'No orders found' and its hint; with filters on, a Clear Filters button too. */
export const EmptyState = ({ title, hint, filteredHint }: { title: string; hint: string; filteredHint?: string }) => {
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{filtered && filteredHint ? filteredHint : hint}</Typography>
    </Box>
  );
};
