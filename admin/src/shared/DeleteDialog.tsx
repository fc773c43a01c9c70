import { useState, type ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Confirm, type RaRecord, useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { RowIconButton } from '../leads/RowIconButton';
import { Button } from './Button';

/** How a screen tells staff what happened; the review screen's toasts can be dismissed, for one. */
export interface DeleteToasts {
  succeeded: (message: string) => void;
  failed: (message: string, error: unknown) => void | Promise<void>;
}

/**
 * What one screen says and does when staff delete one of its records (the spec's wording for each); the
 * confirmation, the call, the toasts and the refresh are the same everywhere (DeleteDialog, DeleteButton).
 */
export interface Deletion<T extends RaRecord> {
  resource: string;
  /** The dialog's title and text, as react-admin's Confirm takes them (a string is translated, a node is not). */
  title: string | ((record: T) => ReactNode);
  content: (record: T) => ReactNode;
  /** 'Delete' unless the screen names it. */
  confirmLabel?: string;
  confirmColor?: 'warning' | 'primary';
  succeeded: string | ((record: T) => string);
  /** The toast when the delete fails: the screen's sentence, or one made of the error (the server's refusal). */
  failed: string | ((error: unknown) => string);
  /** Lists that reload after a change (spec 3 §4) refresh once the record is gone. */
  refreshAfter?: boolean;
  /** The screen's own toasts; react-admin's by default. */
  useToasts?: () => DeleteToasts;
}

/** react-admin's toasts, the message shown as it is written. */
const useNotifyToasts = (): DeleteToasts => {
  const notify = useNotify();
  const say = (message: string, type: 'success' | 'error') => notify(message, { type, messageArgs: { _: message } });
  return { succeeded: (message) => say(message, 'success'), failed: (message) => say(message, 'error') };
};

/** The server's own words for a failed call, as react-admin's delete buttons show them. */
export const serverMessage = (error: unknown) => {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  return (typeof message === 'string' && message) || 'ra.notification.http_error';
};

/** Asks before deleting the record, deletes it, says how it went and (where the screen wants it) refreshes. */
export const DeleteDialog = <T extends RaRecord>({
  deletion,
  record,
  open,
  onClose,
}: {
  deletion: Deletion<T>;
  /** Absent while a dialog of a screen that keeps one for all its rows is closed. */
  record: T | undefined;
  open: boolean;
  onClose: () => void;
}) => {
  const { resource, title, content, confirmLabel = 'Delete', confirmColor = 'warning', refreshAfter } = deletion;
  const toasts = (deletion.useToasts ?? useNotifyToasts)();
  const refresh = useRefresh();
  const [deleteOne, { isPending }] = useDelete<T>();

  const confirm = () => {
    if (!record) return onClose();
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        onSuccess: () => {
          const { succeeded } = deletion;
          toasts.succeeded(typeof succeeded === 'string' ? succeeded : succeeded(record));
          if (refreshAfter) refresh();
        },
        onError: (error) => {
          const { failed } = deletion;
          void toasts.failed(typeof failed === 'string' ? failed : failed(error), error);
        },
        onSettled: onClose,
      },
    );
  };

  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title={typeof title === 'string' ? title : record ? title(record) : ''}
      content={record ? content(record) : null}
      confirm={confirmLabel}
      cancel="Cancel"
      confirmColor={confirmColor}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};

/**
 * A row's Delete and its confirmation, for the record in context: an icon button (the lead and product
 * tables) or a labelled one (the users' table).
 */
export const DeleteButton = <T extends RaRecord>({
  deletion,
  variant = 'icon',
}: {
  deletion: Deletion<T>;
  variant?: 'icon' | 'labelled';
}) => {
  const record = useRecordContext<T>();
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;

  return (
    <>
      {variant === 'icon' ? (
        <RowIconButton
          label="Delete"
          color="error"
          icon={<DeleteOutlined fontSize="small" />}
          onClick={() => setConfirming(true)}
        />
      ) : (
        <Button
          label="Delete"
          color="error"
          className="ra-delete-button"
          onClick={(event) => {
            // A click on the button must not reach the row.
            event.stopPropagation();
            setConfirming(true);
          }}
        >
          <DeleteIcon />
        </Button>
      )}
      <DeleteDialog deletion={deletion} record={record} open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
};
