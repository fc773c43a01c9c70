import { Typography } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  Pagination,
  ShowButton,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { EmptyState, ListState } from '../leads/ListState';
import { ShopDate } from '../leads/shopTime';
import { RecordCardList } from '../shared/RecordCardList';
import { useSmallScreen } from '../shared/useSmallScreen';
import { categoryTitle, modeLabels } from './importCategories';
import { ImportStatusBadge } from './ImportStatusBadge';
import { QueueDashboardButton } from './QueueDashboardButton';
import { importTitle, isActive, type ImportRecord } from './types';

const ImportListActions = () => (
  <TopToolbar>
    <QueueDashboardButton />
    <CreateButton label="New Bulk Upload" />
  </TopToolbar>
);

const Counts = ({ record }: { record: ImportRecord }) =>
  isActive(record) ? (
    <Typography variant="body2" color="text.secondary">
      {record.status === 'running' ? `${record.progress}%` : 'Waiting'}
    </Typography>
  ) : (
    <Typography variant="body2">
      {record.successCount} uploaded · {record.failedCount} failed · {record.totalItems} total
    </Typography>
  );

/** A supplier's scheduled or Run now run is the supplier's; an upload is its uploader's (for a supplier, both). */
const who = (record: ImportRecord) => {
  const person = record.trigger && record.trigger !== 'upload' ? '' : record.actor.name || record.actor.email;
  return [record.supplierName, person].filter(Boolean).join(' · ');
};
const modeOf = (record: ImportRecord) => `${modeLabels[record.mode]}${record.dryRun ? ' · Dry run' : ''}`;

const ImportFacts = () => {
  const record = useRecordContext<ImportRecord>();
  if (!record) return null;
  return (
    <>
      <ShopDate value={record.createdAt} /> · {who(record)}
      <br />
      {categoryTitle(record.category)} · {modeOf(record)}
      <Counts record={record} />
    </>
  );
};

const StatusField = () => {
  const record = useRecordContext<ImportRecord>();
  return record ? <ImportStatusBadge status={record.status} /> : null;
};

/** On a phone: the file and its status, when, who, what and how it went; Open shows the import. */
const ImportCards = () => (
  <RecordCardList
    title={<FunctionField<ImportRecord> variant="inherit" render={importTitle} />}
    badge={<StatusField />}
    facts={<ImportFacts />}
    actions={<ShowButton label="Open" />}
  />
);

/** The bulk upload history, newest first; a row opens the import. */
const ImportList = () => {
  const isSmall = useSmallScreen();
  return (
    <List
      actions={<ImportListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
      // Keep the toolbar (New Bulk Upload) when there is no upload yet.
      empty={false}
    >
      <ListState
        loading="Loading uploads..."
        empty={
          <EmptyState
            title="No bulk uploads yet"
            hint="Upload a CSV file of diamonds or jewelry with New Bulk Upload."
          />
        }
      >
        {isSmall ? (
          <ImportCards />
        ) : (
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <FunctionField<ImportRecord>
              label="When"
              source="createdAt"
              render={(record) => <ShopDate value={record.createdAt} />}
            />
            <FunctionField<ImportRecord> label="Who" sortable={false} render={who} />
            <FunctionField<ImportRecord> label="File" source="fileName" render={importTitle} />
            <FunctionField<ImportRecord>
              label="Category"
              source="category"
              render={(record) => categoryTitle(record.category)}
            />
            <FunctionField<ImportRecord> label="Mode" source="mode" render={modeOf} />
            <FunctionField<ImportRecord> label="Status" source="status" render={() => <StatusField />} />
            <FunctionField<ImportRecord>
              label="Items"
              sortable={false}
              render={(record) => <Counts record={record} />}
            />
          </Datagrid>
        )}
      </ListState>
    </List>
  );
};

// Default export for React.lazy.
export default ImportList;
