import { useSyncExternalStore } from 'react';
import { getShortlist, subscribeShortlist, type ShortlistItem } from './shortlistStore';

const serverSnapshot: ShortlistItem[] = [];

/** The shortlist, kept up to date across components and tabs. */
export function useShortlist(): ShortlistItem[] {
  return useSyncExternalStore(subscribeShortlist, getShortlist, () => serverSnapshot);
}
