'use client';
// The shopper's "tell me when" requests (GetAllMine), a page at a time, newest first. A cancelled request leaves
// the list here as it leaves the service's, so the next page starts after what is shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAllMyProductNotifications } from '@/services/commerce';
import { serviceErrorOf } from '@/services/errors';
import type { ProductNotification } from '@/services/types/commerce';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { appendUnlisted } from '@/lib/append-unlisted';
import type { MoreState } from '@/components/ui/LoadMore';

export const NOTIFICATIONS_PAGE_SIZE = 10;

type Ready = {
  phase: 'ready';
  requests: ProductNotification[];
  totalCount: number;
  hasMore: boolean;
  more: MoreState;
};

export type NotificationListView =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  /** A 401: the error modal leads to /login; the list shows nothing meanwhile. */
  | { phase: 'expired' }
  | Ready;

const requestIdOf = (request: ProductNotification) => request.id;

function readyView(requests: ProductNotification[], totalCount: number, pageLength: number): Ready {
  const hasMore = requests.length < totalCount && pageLength >= NOTIFICATIONS_PAGE_SIZE;
  return { phase: 'ready', requests, totalCount, hasMore, more: 'idle' };
}

/** `attempt` reads the list again when it changes (the retry of a failed read). */
export function useNotificationList(attempt: number) {
  const expire = useSessionExpiry();
  const [loaded, setLoaded] = useState<{ attempt: number; view: NotificationListView } | null>(null);
  const requests = useRef<AbortController | null>(null);

  const failureOf = useCallback((failure: unknown): { phase: 'expired' } | { failed: string } => {
    const error = serviceErrorOf(failure);
    return expire(error) ? { phase: 'expired' } : { failed: error.message };
  }, [expire]);

  useEffect(() => {
    const controller = new AbortController();
    requests.current = controller;
    getAllMyProductNotifications({ skipCount: 0, maxResultCount: NOTIFICATIONS_PAGE_SIZE }, { signal: controller.signal }).then(
      (page) => {
        if (!controller.signal.aborted) setLoaded({ attempt, view: readyView(appendUnlisted([], page.items, requestIdOf), page.totalCount, page.items.length) });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const outcome = failureOf(failure);
        setLoaded({ attempt, view: 'failed' in outcome ? { phase: 'failed', message: outcome.failed } : outcome });
      },
    );
    return () => controller.abort();
  }, [attempt, failureOf]);

  const view: NotificationListView = loaded?.attempt === attempt ? loaded.view : { phase: 'loading' };

  /** Changes the list on screen, if it is still this attempt's and read. */
  const update = useCallback(
    (change: (ready: Ready) => Ready) =>
      setLoaded((current) => (current?.attempt === attempt && current.view.phase === 'ready' ? { attempt, view: change(current.view) } : current)),
    [attempt],
  );

  const loadMore = useCallback(() => {
    const controller = requests.current;
    const shown = loaded?.attempt === attempt ? loaded.view : null;
    if (!controller || shown?.phase !== 'ready' || shown.more === 'loading' || !shown.hasMore) return;
    update((ready) => ({ ...ready, more: 'loading' }));
    getAllMyProductNotifications({ skipCount: shown.requests.length, maxResultCount: NOTIFICATIONS_PAGE_SIZE }, { signal: controller.signal }).then(
      (page) => {
        if (!controller.signal.aborted) update((ready) => readyView(appendUnlisted(ready.requests, page.items, requestIdOf), page.totalCount, page.items.length));
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const outcome = failureOf(failure);
        update((ready) => ({ ...ready, more: 'phase' in outcome ? 'idle' : outcome }));
      },
    );
  }, [loaded, attempt, update, failureOf]);

  /** A request cancelled on the service leaves the list. */
  const remove = useCallback(
    (id: number) =>
      update((ready) => ({ ...ready, requests: ready.requests.filter((request) => request.id !== id), totalCount: Math.max(0, ready.totalCount - 1) })),
    [update],
  );

  return { view, loadMore, remove };
}
