import { useState } from 'react';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ListBase, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';
import { EmptyState, ListState } from '../leads/ListState';
import { NumberedPagination } from '../leads/Pagers';
import { ContentFormDialog } from './ContentFormDialog';
import { ContentRow } from './ContentRow';
import { SortableList } from '../shared/SortableList';
import { StatCards } from './StatCards';
import type { FormValues, HomeContentRecord, HomeContentScreen } from './types';

const PER_PAGE = 10;

/**
 * The page's rows, moved at once when a row is dropped (spec 3 §2.6), then saved: every row of the
 * page gets `order` = its index in the whole list. The moved order holds until the list is fetched
 * anew; when saving fails the list is reloaded (spec 3 §4), which puts the rows back.
 */
function useReorderableRows<R extends HomeContentRecord>(resource: string, reorderKey: string) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, page, perPage, refetch } = useListContext<R>();
  const [moved, setMoved] = useState<{ from: R[]; rows: R[] }>();
  const rows = moved && moved.from === data ? moved.rows : (data ?? []);

  async function move(next: R[]) {
    setMoved({ from: data ?? [], rows: next });
    const offset = (page - 1) * perPage;
    try {
      await dataProvider.reorderContent(
        resource,
        reorderKey,
        next.map((record, index) => ({ id: record.id, order: offset + index })),
      );
    } catch {
      setMoved(undefined);
    }
    // Reloaded either way: the records' own `order` must be the saved one before an edit sends it back.
    await refetch();
    setMoved(undefined);
  }
  return { rows, move };
}

const ContentList = <R extends HomeContentRecord, V extends FormValues>({
  screen,
  onEdit,
}: {
  screen: HomeContentScreen<R, V>;
  onEdit: (record: R) => void;
}) => {
  const { rows, move } = useReorderableRows<R>(screen.resource, screen.reorderKey);
  const { page, perPage } = useListContext();
  return (
    <SortableList
      items={rows}
      label={screen.heading}
      nameOf={(record) => record.title}
      onReorder={(next) => void move(next)}
      renderItem={(record, handle) => (
        <ContentRow
          screen={screen}
          record={record}
          position={(page - 1) * perPage + rows.indexOf(record) + 1}
          handle={handle}
          onEdit={onEdit}
        />
      )}
    />
  );
};

/** Opens the add/edit modal; each opening is a new session so the form starts clean. */
function useFormDialog<R>() {
  const [state, setState] = useState<{ open: boolean; record?: R; session: number }>({ open: false, session: 0 });
  return {
    ...state,
    openAdd: () => setState(({ session }) => ({ open: true, session: session + 1 })),
    openEdit: (record: R) => setState(({ session }) => ({ open: true, record, session: session + 1 })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}

const PageContent = <R extends HomeContentRecord, V extends FormValues>({
  screen,
}: {
  screen: HomeContentScreen<R, V>;
}) => {
  const notify = useNotify();
  const { total, refetch } = useListContext<R>();
  const dialog = useFormDialog<R>();
  const saved = (outcome: 'added' | 'updated') => {
    dialog.close();
    notify(screen.saved[outcome], { type: 'success' });
    void refetch();
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 3 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {screen.heading}
          </Typography>
          {screen.intro}
        </Box>
        <Box>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={dialog.openAdd}>
            {screen.addLabel}
          </Button>
        </Box>
      </Stack>
      <StatCards resource={screen.resource} />
      <Card variant="outlined">
        <ListState loading={screen.loading} empty={<EmptyState title={screen.empty.title} hint={screen.empty.hint} />}>
          <ContentList screen={screen} onEdit={dialog.openEdit} />
          <NumberedPagination />
        </ListState>
      </Card>
      <ContentFormDialog
        screen={screen}
        open={dialog.open}
        session={dialog.session}
        record={dialog.record}
        nextOrder={total ?? 0}
        onClose={dialog.close}
        onSaved={saved}
      />
    </Box>
  );
};

/**
 * The Featured Images and Shop Categories screens (spec 3 §2.6, §2.7): heading, stat cards, the
 * drag-to-reorder list in staff order with 10 to a page, and the add/edit modal over it.
 */
export const HomeContentPage = <R extends HomeContentRecord, V extends FormValues>({
  screen,
}: {
  screen: HomeContentScreen<R, V>;
}) => (
  <ListBase resource={screen.resource} perPage={PER_PAGE} sort={{ field: 'order', order: 'ASC' }}>
    <PageContent screen={screen} />
  </ListBase>
);
