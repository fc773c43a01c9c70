import { IconButton } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useCloseNotification, useLogoutIfAccessDenied, useNotify } from 'react-admin';

/** The toast's close button (spec 3 §8: review toasts are dismissible); it sits inside react-admin's Notification. */
const DismissToastButton = () => {
  const close = useCloseNotification();
  return (
    <IconButton aria-label="Dismiss" color="inherit" size="small" onClick={close}>
      <CloseOutlined fontSize="small" />
    </IconButton>
  );
};

/**
 * The review screen's toasts. `failed` first lets react-admin log out on a 401 (the spec's rule for
 * every call), and toasts the spec's sentence otherwise.
 */
export function useReviewToast() {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const say = (message: string, type: 'success' | 'error') =>
    notify(message, { type, messageArgs: { _: message }, action: <DismissToastButton /> });
  return {
    succeeded: (message: string) => say(message, 'success'),
    failed: async (message: string, error: unknown) => {
      if (!(await logoutIfAccessDenied(error))) say(message, 'error');
    },
  };
}
