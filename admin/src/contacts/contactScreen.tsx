import { Typography } from '@mui/material';
import type { Deletion } from '../shared/DeleteDialog';
import { leadFilters } from '../leads/leadFilters';
import type { ContactMessage } from './types';

// What the contact messages desk declares of its own; the inputs and the dialog are the console's.

export const contactFilters = leadFilters({
  search: {
    placeholder: 'Search by reference, name, email, phone or message...',
    label: 'Search contact messages',
    minWidth: 320,
  },
  status: 'contact',
});

export const contactDeletion: Deletion<ContactMessage> = {
  resource: 'contacts',
  title: 'Delete Message',
  content: (contact) => (
    <>
      <Typography color="error" sx={{ fontWeight: 600, mb: 1 }}>
        This action cannot be undone.
      </Typography>
      <Typography>Are you sure you want to delete the message from {contact.fullName}?</Typography>
    </>
  ),
  succeeded: 'Message deleted',
  failed: 'Could not delete the message. Please try again.',
  refreshAfter: true,
};
