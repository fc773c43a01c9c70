import { useEffect, useState } from 'react';

/** A widget's one read from the shop: loading, then the data, 'missing' (404) or an error to retry. */
export type RemoteState<Data> =
  { status: 'loading' } | { status: 'error' } | { status: 'missing' } | { status: 'ready'; data: Data };

/** What a loader answers: the data, null for "the shop has no such thing", or a throw for anything else. */
export type RemoteLoader<Data> = () => Promise<Data | null>;

/**
 * Runs `load` when `key` changes (and again on `retry`), keeping only the latest answer. A failure
 * (network, CORS refusal, an answer that is not JSON, a 5xx) becomes 'error', never an exception.
 */
export function useRemote<Data>(key: string, load: RemoteLoader<Data>): RemoteState<Data> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState<Data>>({ status: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    load().then(
      (data) => isCurrent && setState(data === null ? { status: 'missing' } : { status: 'ready', data }),
      () => isCurrent && setState({ status: 'error' }),
    );
    return () => {
      isCurrent = false;
    };
    // `load` is a new function every render; `key` names what it loads.
  }, [key, attempt]);

  return { ...state, retry: () => setAttempt((count) => count + 1) };
}
