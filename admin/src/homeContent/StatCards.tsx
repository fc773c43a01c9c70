import { useEffect, useId, useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useDataProvider, useListContext } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';
import type { HomeContentStats } from './types';

/**
 * The screen's counts, asked again whenever the list's page or total changes (an add, a toggle, a
 * delete), so they follow the list. A failed call leaves dashes (spec 3 §8: no message).
 */
const useStats = (resource: string) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, total } = useListContext();
  const [stats, setStats] = useState<HomeContentStats>();
  useEffect(() => {
    let current = true;
    dataProvider.getContentStats(resource).then(
      (answer) => current && setStats(answer.data),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dataProvider, resource, data, total]);
  return stats;
};

const StatCard = ({ label, value, note }: { label: string; value?: number; note?: string }) => {
  const id = useId();
  return (
    <Card variant="outlined" role="group" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {value ?? '–'}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

/** Total, Active, Inactive and Recent Uploads (created in the last 7 days). */
export const StatCards = ({ resource }: { resource: string }) => {
  const stats = useStats(resource);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mb: 3 }}>
      <StatCard label="Total" value={stats?.total} />
      <StatCard label="Active" value={stats?.active} />
      <StatCard label="Inactive" value={stats?.inactive} />
      <StatCard label="Recent Uploads" value={stats?.recentUploads} note="Last 7 days" />
    </Box>
  );
};
