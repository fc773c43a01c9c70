import { Alert, Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useGetOne } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router';
import { ShopDate } from '../leads/shopTime';
import { DownloadButton } from './DownloadButton';
import { errorsUrl } from './importApi';
import { categoryTitle, modeLabels } from './importCategories';
import { ImportStatusBadge } from './ImportStatusBadge';
import { FailedItems } from './show/FailedItems';
import { FeedRunFacts } from './show/FeedRunFacts';
import { HeldRunActions } from './show/HeldRunActions';
import { RetryImportButton } from './show/RetryImportButton';
import { ImportCounters } from './show/ImportCounters';
import { useFinishToasts } from './show/useFinishToasts';
import { RunAgainButton } from './show/RunAgainButton';
import { FOLLOW_RUN_MS, importTitle, isActive, isFeedRun, type ImportRecord } from './types';

/** Where the upload page sends the admin: marks an import this page should toast about when it ends. */
export interface ImportShowState {
  justStarted?: boolean;
}

const Progress = ({ record }: { record: ImportRecord }) =>
  record.status === 'queued' ? (
    <Box>
      <Typography gutterBottom>Waiting to start...</Typography>
      <LinearProgress aria-label="Import progress" />
    </Box>
  ) : (
    <Box>
      <Typography gutterBottom>Processing... {record.progress}%</Typography>
      <LinearProgress variant="determinate" value={record.progress} aria-label="Import progress" />
    </Box>
  );

const baseName = (fileName: string) => fileName.replace(/\.csv$/i, '');

/**
 * One import (`/imports/:id/show`): asked for every second while it runs, then its results. A supplier's feed run
 * is named by its supplier and offers Run again and Edit source; an upload offers another upload.
 */
const ImportShow = () => {
  const { id = '' } = useParams();
  const location = useLocation();
  const { data: record, error } = useGetOne<ImportRecord>(
    'imports',
    { id },
    { refetchInterval: (query) => (isActive(query.state.data) ? FOLLOW_RUN_MS : false) },
  );
  useFinishToasts(record, Boolean((location.state as ImportShowState | null)?.justStarted));

  if (error && !record)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        This upload could not be loaded.
      </Alert>
    );
  if (!record) return <LinearProgress sx={{ mt: 2 }} aria-label="Loading upload" />;

  const active = isActive(record);
  const feedRun = isFeedRun(record);
  const finished =
    record.status === 'done' ||
    record.status === 'held' ||
    record.status === 'discarded' ||
    (record.status === 'failed' && record.totalItems > 0);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {importTitle(record)}
          </Typography>
          <ImportStatusBadge status={record.status} />
          {record.dryRun && <Chip size="small" variant="outlined" label="Dry run" />}
        </Stack>
        <Typography color="text.secondary">
          {categoryTitle(record.category)} · {modeLabels[record.mode]} · by {record.actor.name || record.actor.email} ·{' '}
          <ShopDate value={record.createdAt} />
        </Typography>
        <FeedRunFacts record={record} />
      </Paper>

      {active && <Progress record={record} />}
      {record.status === 'failed' && (
        <Alert severity="error">{record.error || (feedRun ? 'Run failed' : 'Upload failed')}</Alert>
      )}
      {record.status === 'held' && <HeldRunActions record={record} />}
      {record.status === 'discarded' && (
        <Alert severity="info">
          Discarded: no stone was retired{record.heldReason ? ` (${record.heldReason})` : ''}.
        </Alert>
      )}
      {record.dryRun && !active && <Alert severity="info">Dry run: nothing was changed</Alert>}
      {finished && <ImportCounters record={record} />}
      {finished && record.failedItems?.length ? (
        <FailedItems items={record.failedItems} failedCount={record.failedCount} />
      ) : null}

      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* A feed run is started again from its source; a failed upload whose job was lost is retried. */}
        {feedRun && !active && record.status !== 'held' && record.supplierId && (
          <RunAgainButton supplierId={record.supplierId} />
        )}
        {!feedRun && record.status === 'failed' && record.retryable && <RetryImportButton id={record.id} />}
        {!active && record.failedCount > 0 && (
          <DownloadButton
            variant="outlined"
            url={errorsUrl(record.id)}
            fileName={`${baseName(importTitle(record))}-errors.csv`}
            label="Download error file"
            failure="Error file download failed. Please try again."
          />
        )}
        {feedRun ? (
          // A fetched feed has no file to upload again: its source is what staff can fix.
          record.supplierId && (
            <Button
              component={Link}
              to={`/suppliers/${encodeURIComponent(record.supplierId)}`}
              startIcon={<EditOutlined />}
            >
              Edit source
            </Button>
          )
        ) : (
          <>
            <Button component={Link} to="/imports/create" variant="contained" startIcon={<UploadFileOutlined />}>
              Upload another file
            </Button>
            <Button component={Link} to="/imports">
              All uploads
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
};

// Default export for React.lazy.
export default ImportShow;
