import { Card, CardContent, Typography } from '@mui/material';
import { Datagrid, FunctionField, ListBase, Pagination, ShowButton, useRecordContext } from 'react-admin';
import { useParams } from 'react-router';
import { EmptyState, ListState } from '../../leads/ListState';
import { ShopDate } from '../../leads/shopTime';
import { ImportStatusBadge } from '../../imports/ImportStatusBadge';
import { FOLLOW_RUN_MS, isActive, type ImportRecord } from '../../imports/types';
import { RecordCardList } from '../../shared/RecordCardList';
import { useSmallScreen } from '../../shared/useSmallScreen';
import { bytesInWords, durationInWords, priceMoves, runCounts, triggerLabels } from './runWords';

const trigger = (run: ImportRecord) => (run.trigger ? triggerLabels[run.trigger] : '');

const StatusField = () => {
  const run = useRecordContext<ImportRecord>();
  return run ? <ImportStatusBadge status={run.status} /> : null;
};

const RunFacts = () => {
  const run = useRecordContext<ImportRecord>();
  if (!run) return null;
  return (
    <>
      {trigger(run)} · {durationInWords(run.durationMs) || '—'} · {bytesInWords(run.bytesFetched) || 'no download'}
      <br />
      {run.totalItems.toLocaleString('en-US')} rows: {runCounts(run)}
      <br />
      Prices: {priceMoves(run)}
    </>
  );
};

const RunCards = () => (
  <RecordCardList
    title={<FunctionField<ImportRecord> render={(run) => <ShopDate value={run.startedAt ?? run.createdAt} />} />}
    badge={<StatusField />}
    facts={<RunFacts />}
    actions={<ShowButton label="Open" />}
  />
);

/**
 * The supplier's runs, newest first (the `imports` of this supplier): how each started and went. A row opens
 * the run's page, with its refused rows and, when held, Confirm retirement / Discard.
 */
export const SupplierRuns = () => {
  const { id } = useParams();
  const isSmall = useSmallScreen();
  if (!id) return null;
  return (
    <Card component="section" aria-labelledby="supplier-runs-title" variant="outlined">
      <CardContent>
        <Typography id="supplier-runs-title" variant="h6" component="h2" gutterBottom>
          Runs
        </Typography>
        <ListBase
          resource="imports"
          filter={{ supplierId: id }}
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={10}
          disableSyncWithLocation
          storeKey={false}
          // A run queued or running is followed to its end.
          queryOptions={{
            refetchInterval: (query) => (query.state.data?.data.some((run) => isActive(run)) ? FOLLOW_RUN_MS : false),
          }}
        >
          <ListState
            loading="Loading runs..."
            empty={<EmptyState title="No runs yet" hint="Run now, or wait for the schedule." />}
          >
            {isSmall ? (
              <RunCards />
            ) : (
              <Datagrid rowClick="show" bulkActionButtons={false}>
                <FunctionField<ImportRecord> label="Status" render={() => <StatusField />} />
                <FunctionField<ImportRecord> label="Trigger" render={trigger} />
                <FunctionField<ImportRecord>
                  label="Started"
                  render={(run) => <ShopDate value={run.startedAt ?? run.createdAt} />}
                />
                <FunctionField<ImportRecord> label="Duration" render={(run) => durationInWords(run.durationMs)} />
                <FunctionField<ImportRecord> label="Fetched" render={(run) => bytesInWords(run.bytesFetched)} />
                <FunctionField<ImportRecord> label="Rows" render={(run) => run.totalItems.toLocaleString('en-US')} />
                <FunctionField<ImportRecord> label="Results" render={runCounts} />
                <FunctionField<ImportRecord> label="Prices" render={priceMoves} />
              </Datagrid>
            )}
          </ListState>
          <Pagination rowsPerPageOptions={[10, 20, 50]} />
        </ListBase>
      </CardContent>
    </Card>
  );
};
