import { useEffect, useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { UPLOAD_FAILED, uploadMedia, type MediaKind } from './uploadMedia';

/**
 * The upload state the three widgets share: overall progress (null when idle), the message to show,
 * and cancel. Files go one after another so the bar reads as one progress over all of them and a
 * 72-frame 360° set does not open 72 connections at once.
 */
export function useMediaUpload(kind: MediaKind) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const running = useRef<AbortController>(null);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();

  // Leaving the form stops what is still being sent.
  useEffect(() => () => running.current?.abort(), []);

  /** The stored paths in the order of `files`, or undefined when one failed (message set) or was cancelled. */
  async function upload(files: File[]): Promise<string[] | undefined> {
    const controller = new AbortController();
    running.current = controller;
    setError(undefined);
    setProgress(0);
    try {
      const paths: string[] = [];
      for (const [index, file] of files.entries()) {
        const track = (percent: number) => setProgress(Math.round((index * 100 + percent) / files.length));
        paths.push((await uploadMedia(file, kind, track, controller.signal)).path);
      }
      return paths;
    } catch (failure) {
      if (!controller.signal.aborted) {
        setError(failure instanceof Error ? failure.message : UPLOAD_FAILED);
        // A 401 (session already cleared by uploadMedia) sends the admin to the login page.
        void logoutIfAccessDenied(failure);
      }
      return undefined;
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  return { upload, progress, error, setError, cancel: () => running.current?.abort() };
}
