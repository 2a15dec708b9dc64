'use client';
// Which stories this browser has opened, kept in localStorage under its own key (not the store's 'root'). Read
// through useSyncExternalStore: the server and hydration see "not known yet", so hydration matches, and the
// marks appear right after; another tab's change comes in through the storage event.
import { useMemo, useSyncExternalStore } from 'react';
import { parseViewedStories, withViewedStory } from '@/lib/viewed-stories';

export const VIEWED_STORIES_KEY = 'viewedStories';

const listeners = new Set<() => void>();

function readStored(): string {
  try {
    return localStorage.getItem(VIEWED_STORIES_KEY) ?? '';
  } catch {
    return ''; // Storage refused (private mode, a policy): nothing is marked.
  }
}

function onStorage(event: StorageEvent) {
  if (event.key === VIEWED_STORIES_KEY || event.key === null) listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const unknownOnServer = () => null;

/** The viewed stories' ids, or null while they cannot be known (on the server and during hydration). */
export function useViewedStories(): ReadonlySet<string> | null {
  const stored = useSyncExternalStore(subscribe, readStored, unknownOnServer);
  return useMemo(() => (stored === null ? null : parseViewedStories(stored)), [stored]);
}

/** Marks a story viewed (as soon as it is shown, even in part). */
export function markStoryViewed(id: string): void {
  const next = withViewedStory(readStored(), id);
  if (next === null) return;
  try {
    localStorage.setItem(VIEWED_STORIES_KEY, next);
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}
