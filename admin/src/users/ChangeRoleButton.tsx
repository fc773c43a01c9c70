import { useId, useState } from 'react';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Button as MuiButton,
  TextField,
} from '@mui/material';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { StaffRole } from '@gem-shop/widgets/api';
import { roleLabels, staffRoleChoices } from '../access/roles';
import { readApiError } from '../shared/apiError';
import { Button } from '../shared/Button';
import type { User, UserChange } from './types';

/**
 * An Owner gives a member of staff another role: a dialog with the roles, strongest first. The server's refusal
 * (the last Owner cannot be demoted: 409; a role it does not know: 400) stays in the dialog in its own words.
 */
export const ChangeRoleButton = () => {
  const user = useRecordContext<User>();
  const notify = useNotify();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<StaffRole>();
  const [refusal, setRefusal] = useState<string>();
  const [update, { isPending }] = useUpdate<User>();
  if (!user) return null;

  const close = () => {
    setOpen(false);
    setRefusal(undefined);
  };
  const chosen = role ?? (user.role as StaffRole);
  const save = () => {
    const change: UserChange = { role: chosen };
    update(
      'users',
      { id: user.id, data: change, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          const message = `${user.name} is now ${roleLabels[chosen]}`;
          notify(message, { type: 'success', messageArgs: { _: message } });
          close();
        },
        onError: (error) => setRefusal(readApiError(error).message ?? 'Could not change the role. Please try again.'),
      },
    );
  };

  return (
    <>
      <Button
        label="Change role"
        onClick={() => {
          setRole(undefined);
          setOpen(true);
        }}
      >
        <BadgeOutlined />
      </Button>
      <Dialog open={open} onClose={() => !isPending && close()} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>Change {user.name}’s role</DialogTitle>
        <DialogContent>
          {refusal && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          )}
          <TextField
            select
            label="Role"
            value={chosen}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            fullWidth
            sx={{ mt: 1 }}
          >
            {staffRoleChoices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={isPending}>
            Cancel
          </MuiButton>
          <MuiButton variant="contained" onClick={save} disabled={isPending || chosen === user.role}>
            {isPending ? 'Saving...' : 'Save role'}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
