import { useState } from 'react';
import { Stack } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useRecordContext } from 'react-admin';
import { RowIconButton } from '../leads/RowIconButton';
import { DeleteDialog } from '../shared/DeleteDialog';
import { ContactDetailsDialog } from './ContactDetailsDialog';
import { contactDeletion } from './contactScreen';
import type { ContactMessage } from './types';

export const ContactRowActions = () => {
  const contact = useRecordContext<ContactMessage>();
  const [open, setOpen] = useState<'details' | 'delete' | null>(null);
  if (!contact) return null;
  const close = () => setOpen(null);
  return (
    <Stack direction="row" spacing={0.5}>
      <RowIconButton label="View" icon={<VisibilityOutlined fontSize="small" />} onClick={() => setOpen('details')} />
      <RowIconButton
        label="Delete"
        color="error"
        icon={<DeleteOutlined fontSize="small" />}
        onClick={() => setOpen('delete')}
      />
      <ContactDetailsDialog contact={contact} open={open === 'details'} onClose={close} />
      <DeleteDialog deletion={contactDeletion} record={contact} open={open === 'delete'} onClose={close} />
    </Stack>
  );
};
