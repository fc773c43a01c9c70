import { Alert, Box } from '@mui/material';
import { Datagrid, EditButton, FunctionField, List, TextField, useRecordContext } from 'react-admin';
import { ListState } from '../leads/ListState';
import { ShopDate } from '../leads/shopTime';
import { RecordCardList } from '../shared/RecordCardList';
import { useSmallScreen } from '../shared/useSmallScreen';
import { DraftChip } from './DraftChip';
import type { LegalPage } from './types';

const LastSaved = () => {
  const page = useRecordContext<LegalPage>();
  if (!page) return null;
  if (!page.savedAt) return <>Written from your settings; follows them until saved</>;
  return (
    <>
      Saved <ShopDate value={page.savedAt} />
      {page.savedBy && ` by ${page.savedBy.name}`}
    </>
  );
};

/** On a phone: the page, its chip, its address and last save, and Edit. */
const LegalPageCards = () => (
  <RecordCardList
    title={<TextField source="title" variant="inherit" />}
    badge={<DraftChip />}
    facts={
      <>
        <TextField source="path" variant="inherit" />
        <br />
        <LastSaved />
      </>
    }
    actions={<EditButton />}
  />
);

/**
 * The five pages every shop publishes (issue 29): each with whether staff have reviewed it. Always the
 * same five, in the footer's order: no paging, sorting or filters.
 */
const LegalPageList = () => {
  const isSmall = useSmallScreen();
  return (
    <List pagination={false} exporter={false} actions={false} empty={false} perPage={5}>
      {/* The server always lists the five: none means they could not be loaded. */}
      <ListState
        loading="Loading pages..."
        empty={<Alert severity="error">The pages could not be loaded. Please reload the page.</Alert>}
      >
        {isSmall ? (
          <LegalPageCards />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Datagrid rowClick="edit" bulkActionButtons={false}>
              <TextField source="title" label="Page" sortable={false} />
              <TextField source="path" label="Address" sortable={false} />
              <FunctionField<LegalPage> label="Status" sortable={false} render={() => <DraftChip />} />
              <FunctionField<LegalPage> label="Last saved" sortable={false} render={() => <LastSaved />} />
              <FunctionField<LegalPage> label="Actions" sortable={false} render={() => <EditButton />} />
            </Datagrid>
          </Box>
        )}
      </ListState>
    </List>
  );
};

// Default export for React.lazy.
export default LegalPageList;
