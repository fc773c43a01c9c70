import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { isStaffRole, roleLabels } from '../access/roles';
import type { User } from './types';

/** Owner, Manager, Sales or Catalogue filled; Customer outlined. */
export const RoleChip = () => {
  const user = useRecordContext<User>();
  if (!user) return null;
  return isStaffRole(user.role) ? (
    <Chip label={roleLabels[user.role]} color="primary" size="small" />
  ) : (
    <Chip label={roleLabels[user.role]} size="small" variant="outlined" />
  );
};

export const StatusChip = () => {
  const user = useRecordContext<User>();
  if (!user) return null;
  return user.isDisabled ? (
    <Chip label="Disabled" color="error" size="small" />
  ) : (
    <Chip label="Active" color="success" size="small" variant="outlined" />
  );
};
