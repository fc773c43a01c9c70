import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { User } from './types';

export const RoleChip = () => {
  const user = useRecordContext<User>();
  if (!user) return null;
  return user.role === 'admin' ? (
    <Chip label="Admin" color="primary" size="small" />
  ) : (
    <Chip label="Customer" size="small" variant="outlined" />
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
