import { DeleteWithConfirmButton, useNotify, useRecordContext } from 'react-admin';
import type { User } from './types';

/** Deletes after a confirmation; the server's refusals (own account, last admin) come back as toasts. */
export const DeleteUserButton = () => {
  const user = useRecordContext<User>();
  const notify = useNotify();
  if (!user) return null;
  const deleted = `${user.name} was deleted`;
  return (
    <DeleteWithConfirmButton
      confirmTitle={<>Delete {user.name}?</>}
      confirmContent="This action cannot be undone."
      mutationOptions={{ onSuccess: () => notify(deleted, { type: 'success', messageArgs: { _: deleted } }) }}
    />
  );
};
