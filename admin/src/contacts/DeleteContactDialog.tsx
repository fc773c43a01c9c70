import { Typography } from '@mui/material';
import { Confirm, useDelete, useNotify, useRefresh } from 'react-admin';
import type { ContactMessage } from './types';

export const DeleteContactDialog = ({
  contact,
  open,
  onClose,
}: {
  contact: ContactMessage;
  open: boolean;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne, { isPending }] = useDelete<ContactMessage>();

  const confirm = () =>
    deleteOne(
      'contacts',
      { id: contact.id, previousData: contact },
      {
        onSuccess: () => {
          const message = 'Message deleted';
          notify(message, { type: 'success', messageArgs: { _: message } });
          refresh();
        },
        onError: () => {
          const message = 'Could not delete the message. Please try again.';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
        onSettled: onClose,
      },
    );

  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title="Delete Message"
      content={
        <>
          <Typography color="error" sx={{ fontWeight: 600, mb: 1 }}>
            This action cannot be undone.
          </Typography>
          <Typography>Are you sure you want to delete the message from {contact.fullName}?</Typography>
        </>
      }
      confirm="Delete"
      cancel="Cancel"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
