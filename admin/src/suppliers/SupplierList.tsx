import { Box, Button as MuiButton } from '@mui/material';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import {
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { categoryTitle } from '../imports/importCategories';
import { FOLLOW_RUN_MS, isActive } from '../imports/types';
import { EmptyState, ListState } from '../leads/ListState';
import { ShopDate } from '../leads/shopTime';
import { Link } from 'react-router';
import { RecordCardList } from '../shared/RecordCardList';
import { useSmallScreen } from '../shared/useSmallScreen';
import { LastRunBadge, LastRunField } from './LastRunField';
import { DEFAULT_MARKUP_PATH } from './markup/paths';
import { RunNowButton } from './RunNowButton';
import { scheduleInWords, sourceLabels } from './supplierWords';
import type { Supplier } from './types';

const ListActions = () => (
  <TopToolbar>
    {/* Its words at every width: react-admin's Button draws a phone's icon link without an address. */}
    <MuiButton component={Link} to={DEFAULT_MARKUP_PATH} size="small" startIcon={<PercentOutlined />}>
      Default markup
    </MuiButton>
    <CreateButton label="New supplier" />
  </TopToolbar>
);

const schedule = (supplier: Supplier) => scheduleInWords(supplier.sourceKind, supplier.schedule);
const liveStones = (supplier: Supplier) => supplier.liveStones.toLocaleString('en-US');

const SupplierFacts = () => {
  const supplier = useRecordContext<Supplier>();
  if (!supplier) return null;
  return (
    <>
      {categoryTitle(supplier.category)} · {sourceLabels[supplier.sourceKind]} · {schedule(supplier)}
      <br />
      {liveStones(supplier)} live stones
      {supplier.lastRun && (
        <>
          {' '}
          · last run <ShopDate value={supplier.lastRun.at} />
        </>
      )}
      {supplier.nextRunAt && (
        <>
          <br />
          Next run <ShopDate value={supplier.nextRunAt} />
        </>
      )}
    </>
  );
};

/** On a phone: the supplier and its last run's badge, its facts, Open and Run now. */
const SupplierCards = () => (
  <RecordCardList
    title={<TextField source="name" variant="inherit" />}
    badge={<LastRunBadge />}
    facts={<SupplierFacts />}
    actions={
      <>
        <EditButton label="Open" />
        <RunNowButton />
      </>
    }
  />
);

/**
 * Supplier feeds at a glance: each supplier's last run (a badge), source, schedule, live stones, next run. Sorted by
 * the columns the API sorts by (name, category, source, live stones, last run); the next run is computed, not sortable.
 */
const SupplierList = () => {
  const isSmall = useSmallScreen();
  return (
    <List
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={false}
      // A run started here (Run now, or its schedule) is followed to its end: Queued, Running, then how it went.
      queryOptions={{
        refetchInterval: (query) =>
          query.state.data?.data.some((supplier) => isActive(supplier.lastRun ?? undefined)) ? FOLLOW_RUN_MS : false,
      }}
    >
      <ListState
        loading="Loading suppliers..."
        empty={
          <EmptyState
            title="No suppliers yet"
            hint="Add a supplier with New supplier: its feed is then pulled on a schedule and priced by its markup."
          />
        }
      >
        {isSmall ? (
          <SupplierCards />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Datagrid rowClick="edit" bulkActionButtons={false}>
              <TextField source="name" label="Supplier" />
              <FunctionField<Supplier>
                label="Category"
                source="category"
                render={(supplier) => categoryTitle(supplier.category)}
              />
              <FunctionField<Supplier>
                label="Source"
                source="sourceKind"
                render={(supplier) => sourceLabels[supplier.sourceKind]}
              />
              <FunctionField<Supplier> label="Schedule" sortable={false} render={schedule} />
              <FunctionField<Supplier> label="Live stones" source="liveStones" textAlign="right" render={liveStones} />
              <FunctionField<Supplier> label="Last run" source="lastRunAt" render={() => <LastRunField />} />
              <FunctionField<Supplier>
                label="Next run"
                sortable={false}
                render={(supplier) => <ShopDate value={supplier.nextRunAt} emptyText="—" />}
              />
              <FunctionField<Supplier> label="Actions" sortable={false} render={() => <RunNowButton />} />
            </Datagrid>
          </Box>
        )}
      </ListState>
    </List>
  );
};

// Default export for React.lazy.
export default SupplierList;
