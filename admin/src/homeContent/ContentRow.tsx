import { useState, type ReactNode } from 'react';
import { Box, Chip, Stack, Switch, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';
import { RowIconButton } from '../leads/RowIconButton';
import { DeleteDialog } from '../shared/DeleteDialog';
import type { FormValues, HomeContentRecord, HomeContentScreen } from './types';

const Thumbnail = ({ record }: { record: HomeContentRecord }) => {
  const src = record.imageVariants?.thumbnail ?? record.imageUrl;
  return (
    <Box
      sx={{
        width: { xs: 64, sm: 96 },
        height: { xs: 44, sm: 64 },
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {src ? (
        <Box component="img" src={src} alt="" sx={{ width: 1, height: 1, objectFit: 'cover' }} />
      ) : (
        <ImageOutlined color="disabled" aria-hidden />
      )}
    </Box>
  );
};

/** Shows or hides the record on the storefront; the list (and the stats) reload afterwards. */
const ActiveSwitch = ({ resource, record }: { resource: string; record: HomeContentRecord }) => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const toggle = () => {
    setPending(true);
    dataProvider
      .toggleContent(resource, record.id)
      .then(refresh, () => notify('Could not change the status. Please try again.', { type: 'error' }))
      .finally(() => setPending(false));
  };
  return (
    <Switch
      checked={record.isActive}
      onChange={toggle}
      disabled={pending}
      slotProps={{ input: { 'aria-label': `Active: ${record.title}` } }}
    />
  );
};

/**
 * One row of the list: handle, position, picture, title and details, status, and its actions. On a narrow
 * screen the status and actions move to a line of their own under the rest.
 */
export const ContentRow = <R extends HomeContentRecord, V extends FormValues>({
  screen,
  record,
  position,
  handle,
  onEdit,
}: {
  screen: HomeContentScreen<R, V>;
  record: R;
  position: number;
  handle: ReactNode;
  onEdit: (record: R) => void;
}) => {
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={{ xs: 1, sm: 2 }}
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        px: { xs: 1, sm: 2 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: record.isActive ? 1 : 0.7,
      }}
    >
      {handle}
      <Typography color="text.secondary" sx={{ minWidth: '3ch' }} aria-label={`Position ${position}`}>
        #{position}
      </Typography>
      <Thumbnail record={record} />
      <Box sx={{ flex: '1 1 120px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{record.title}</Typography>
        <screen.RowDetails record={record} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
        <Chip
          size="small"
          label={record.isActive ? 'Active' : 'Inactive'}
          color={record.isActive ? 'success' : 'default'}
          variant={record.isActive ? 'filled' : 'outlined'}
        />
        <ActiveSwitch resource={screen.resource} record={record} />
        <RowIconButton label="Edit" icon={<EditOutlined fontSize="small" />} onClick={() => onEdit(record)} />
        <RowIconButton
          label="Delete"
          color="error"
          icon={<DeleteOutlined fontSize="small" />}
          onClick={() => setDeleting(true)}
        />
      </Stack>
      <DeleteDialog
        deletion={{
          resource: screen.resource,
          title: screen.remove.title,
          content: () => screen.remove.question,
          succeeded: screen.remove.succeeded,
          failed: screen.remove.failed,
          refreshAfter: true,
        }}
        record={record}
        open={deleting}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
};
