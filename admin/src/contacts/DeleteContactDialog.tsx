import { Typography } from '@mui/material';
import { ConfirmDeleteDialog } from '../leads/ConfirmDeleteDialog';
import type { ContactMessage } from './types';

export const DeleteContactDialog = ({
  contact,
  open,
  onClose,
}: {
  contact: ContactMessage;
  open: boolean;
  onClose: () => void;
}) => (
  <ConfirmDeleteDialog
    resource="contacts"
    record={contact}
    open={open}
    onClose={onClose}
    title="Delete Message"
    content={
      <>
        <Typography color="error" sx={{ fontWeight: 600, mb: 1 }}>
          This action cannot be undone.
        </Typography>
        <Typography>Are you sure you want to delete the message from {contact.fullName}?</Typography>
      </>
    }
    succeeded="Message deleted"
    failed="Could not delete the message. Please try again."
    refreshAfter
  />
);
