import { Stack, Typography } from '@mui/material';
import { useCanAccess, useGetIdentity, useRecordContext } from 'react-admin';
import { isStaffRole } from '../access/roles';
import { DeleteButton } from '../shared/DeleteDialog';
import { ChangeRoleButton } from './ChangeRoleButton';
import { ToggleDisabledButton } from './ToggleDisabledButton';
import type { User } from './types';
import { userDeletion } from './userScreen';

/**
 * Change role (a member of staff's row, for Owners), Disable/Enable and Delete, except on the signed-in member of
 * staff's own row: the server refuses them there.
 */
export const UserRowActions = () => {
  const user = useRecordContext<User>();
  const { identity } = useGetIdentity();
  const { canAccess: managesStaff } = useCanAccess({ resource: 'users', action: 'staff' });
  if (!user || !identity) return null;
  if (String(identity.id) === String(user.id)) {
    return (
      <Typography variant="body2" color="text.secondary">
        Your account
      </Typography>
    );
  }
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {managesStaff && isStaffRole(user.role) && <ChangeRoleButton />}
      <ToggleDisabledButton />
      <DeleteButton deletion={userDeletion} variant="labelled" />
    </Stack>
  );
};
