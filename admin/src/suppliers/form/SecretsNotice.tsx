import { Alert } from '@mui/material';
import { useCanAccess } from 'react-admin';

/**
 * Whether the signed-in role may set, replace or remove a supplier's secrets and pin its host key (Owners);
 * undefined while that is being checked.
 */
export const useMayChangeSecrets = () => useCanAccess({ resource: 'suppliers', action: 'secrets' }).canAccess;

/** Above a source's secrets, for the roles that only see whether they are saved. */
export const SecretsNotice = () =>
  useMayChangeSecrets() === false ? (
    <Alert severity="info" sx={{ my: 1 }}>
      Only an Owner can change the supplier’s passwords and keys.
    </Alert>
  ) : null;
