import type { ReactNode } from 'react';
import { Confirm, type RaRecord, useDelete, useNotify, useRefresh } from 'react-admin';

/**
 * The console's delete confirmation: deletes one record, says how it went in a toast, and (for lists
 * that reload after a change, spec 3 §4) refreshes. Each screen supplies the spec's wording.
 */
export const ConfirmDeleteDialog = <T extends RaRecord>({
  resource,
  record,
  open,
  onClose,
  title,
  content,
  confirmLabel = 'Delete',
  succeeded,
  failed,
  refreshAfter = false,
}: {
  resource: string;
  record: T;
  open: boolean;
  onClose: () => void;
  title: string;
  content: ReactNode;
  confirmLabel?: string;
  succeeded: string;
  failed: string;
  refreshAfter?: boolean;
}) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne, { isPending }] = useDelete<T>();
  const say = (message: string, type: 'success' | 'error') => notify(message, { type, messageArgs: { _: message } });

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        onSuccess: () => {
          say(succeeded, 'success');
          if (refreshAfter) refresh();
        },
        onError: () => say(failed, 'error'),
        onSettled: onClose,
      },
    );

  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title={title}
      content={content}
      confirm={confirmLabel}
      cancel="Cancel"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
