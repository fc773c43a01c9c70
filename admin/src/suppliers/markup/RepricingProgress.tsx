import { useState } from 'react';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { readApiError } from '../../shared/apiError';
import type { RepricingJob } from '../types';

/** How often a repricing under way is asked about (the storefront shows 100,000 stones' prices within seconds). */
const POLL_MS = 1000;
const ENDED: ReadonlySet<RepricingJob['status']> = new Set(['done', 'failed']);
const count = (value: number) => value.toLocaleString('en-US');

const running = (job: RepricingJob) =>
  job.status === 'queued'
    ? 'Repricing queued: it starts when the worker is free and no feed run of the same category is going.'
    : job.status === 'retrying'
      ? `Repricing stopped (${job.error ?? 'an error'}); trying again shortly.`
      : job.total === null
        ? 'Repricing: waiting for a feed run of the same category to finish…'
        : `Repricing: ${count(job.offers)} of ${count(job.total)} stones gone through, ${count(job.repriced)} repriced.`;

/**
 * A markup save's repricing (its job id from the save's answer), followed until it ends: its progress, then how
 * many stones it repriced, or why it failed with a Retry (stones it had not reached keep their old prices).
 */
export const RepricingProgress = ({ jobId }: { jobId: string }) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const [retrying, setRetrying] = useState(false);
  const { data, error, refetch } = useQuery({
    queryKey: ['repricing', jobId],
    queryFn: () => dataProvider.getRepricing(jobId),
    refetchInterval: (query) => (query.state.data && ENDED.has(query.state.data.data.status) ? false : POLL_MS),
    retry: false,
  });
  const job = data?.data;

  const retry = async () => {
    setRetrying(true);
    try {
      await dataProvider.retryRepricing(jobId);
      await refetch();
    } catch (failure) {
      const text = readApiError(failure).message ?? 'The repricing could not be started again. Please try again.';
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setRetrying(false);
    }
  };

  if (!job)
    return error ? (
      <Alert severity="warning">The repricing’s progress could not be read; the prices change when it is done.</Alert>
    ) : (
      <Stack role="status" spacing={1}>
        <Typography>Repricing the stones…</Typography>
        <LinearProgress aria-label="Repricing" />
      </Stack>
    );
  if (job.status === 'done')
    return (
      <Alert severity="success" role="status">
        Repricing done: {count(job.repriced)} of {count(job.offers)} stones repriced; the storefront shows their new
        prices.
      </Alert>
    );
  if (job.status === 'failed')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void retry()} disabled={retrying}>
            Retry
          </Button>
        }
      >
        Repricing failed after {job.attempts} attempts: {job.error ?? 'no reason given'}. Stones it had not reached keep
        their old prices.
      </Alert>
    );
  return (
    <Stack role="status" spacing={1}>
      <Typography>{running(job)}</Typography>
      <LinearProgress
        aria-label="Repricing"
        variant={job.total === null ? 'indeterminate' : 'determinate'}
        value={job.progress}
      />
    </Stack>
  );
};
