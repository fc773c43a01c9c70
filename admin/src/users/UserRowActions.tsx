import { Stack, Typography } from '@mui/material';
import { useGetIdentity, useRecordContext } from 'react-admin';
import { DeleteButton } from '../shared/DeleteDialog';
import { ToggleDisabledButton } from './ToggleDisabledButton';
import type { User } from './types';
import { userDeletion } from './userScreen';

/** Disable/Enable and Delete, except on the signed-in admin's own row: the server refuses both there. */
export const UserRowActions = () => {
  const user = useRecordContext<User>();
  const { identity } = useGetIdentity();
  if (!user || !identity) return null;
  if (String(identity.id) === String(user.id)) {
    return (
      <Typography variant="body2" color="text.secondary">
        Your account
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1}>
      <ToggleDisabledButton />
      <DeleteButton deletion={userDeletion} variant="labelled" />
    </Stack>
  );
};
