import { useState } from 'react';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Confirm, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { Button } from '../shared/Button';
import type { User } from './types';

/** Disables (after a confirmation, since it signs the user out) or re-enables an account. */
export const ToggleDisabledButton = () => {
  const user = useRecordContext<User>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<User>();
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;

  const setDisabled = (isDisabled: boolean) =>
    update(
      'users',
      { id: user.id, data: { isDisabled }, previousData: user },
      {
        onSuccess: () => {
          const message = `${user.name} is ${isDisabled ? 'disabled' : 'enabled'}`;
          notify(message, { type: 'success', messageArgs: { _: message } });
        },
        onError: (error) => {
          const message = error instanceof Error ? error.message : 'Could not update the user';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
        onSettled: () => setConfirming(false),
      },
    );

  if (user.isDisabled) {
    return (
      <Button label="Enable" onClick={() => setDisabled(false)} disabled={isPending}>
        <CheckCircleOutlined />
      </Button>
    );
  }
  return (
    <>
      <Button label="Disable" color="warning" onClick={() => setConfirming(true)}>
        <BlockOutlined />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={<>Disable {user.name}?</>}
        content="They will be signed out at once."
        confirm="Disable"
        onConfirm={() => setDisabled(true)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
