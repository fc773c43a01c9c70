import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { UPLOAD_FAILED, type ImportRequest } from '../importApi';
import type { ImportRecord } from '../types';

/**
 * Sending the CSV: progress (null when idle, back to null at the end as spec 2 §4 asks) and the
 * failure message. Leaving the page stops what is still being sent.
 */
export function useImportUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController>(null);
  const dataProvider = useDataProvider<ShopDataProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();

  useEffect(() => () => running.current?.abort(), []);

  /** The queued import, or a message to show (undefined when cancelled or when a 401 logged the admin out). */
  async function upload(request: ImportRequest): Promise<{ record: ImportRecord } | { error?: string }> {
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    try {
      const { data } = await dataProvider.uploadImport(request, { onProgress: setProgress, signal: controller.signal });
      // No import back: a 401 signed the admin out (react-admin answers the call with an empty record).
      return data?.id ? { record: data } : {};
    } catch (failure) {
      if (controller.signal.aborted || (await logoutIfAccessDenied(failure))) return {};
      return { error: failure instanceof Error ? failure.message : UPLOAD_FAILED };
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  return { upload, progress, cancel: () => running.current?.abort() };
}
