import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { isActive, type ImportRecord } from '../types';
import { finishMessages } from './finishMessages';

/**
 * Toasts once when an import this page saw running finishes. `justStarted` (the upload page sent the
 * admin here) counts as seeing it run, since a small file may be done before the first answer.
 * Opening a finished import from the history toasts nothing.
 */
export function useFinishToasts(record: ImportRecord | undefined, justStarted: boolean) {
  const notify = useNotify();
  const watching = useRef(justStarted);
  useEffect(() => {
    if (!record) return;
    if (isActive(record)) {
      watching.current = true;
      return;
    }
    if (!watching.current) return;
    watching.current = false;
    for (const { message, type } of finishMessages(record)) notify(message, { type, messageArgs: { _: message } });
  }, [record, notify]);
}
