'use client';
// One tab's orders, a page at a time, for the search in force. A new tab or search cancels whatever the old
// one still had on its way (first page or "more"), so a late answer can never stand in for a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getOrders } from '@/services/commerce';
import { serviceErrorOf } from '@/services/errors';
import type { Order, OrderTab } from '@/services/types/commerce';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { appendUnlisted } from '@/lib/append-unlisted';
import { ORDERS_PAGE_SIZE } from './list-query';
import type { MoreState } from '@/components/ui/LoadMore';

export type OrderListView =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  /** A 401: the error modal leads to /login; the panel shows nothing meanwhile. */
  | { phase: 'expired' }
  | { phase: 'ready'; orders: Order[]; totalCount: number; hasMore: boolean; more: MoreState };

type Loaded = { key: string; view: OrderListView };

const orderIdOf = (order: Order) => order.id;

/** More remain while the service counts more than are listed and the last page was a full one. */
const hasMoreAfter = (orders: Order[], totalCount: number, pageLength: number) => orders.length < totalCount && pageLength >= ORDERS_PAGE_SIZE;

/** `attempt` reads the list again when it changes (the retry of a failed read). */
export function useOrderList(tab: OrderTab, query: string, attempt: number) {
  const expire = useSessionExpiry();
  const key = `${tab}\n${query}\n${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The requests of the list now on screen; aborted when the tab, the search or an attempt changes.
  const requests = useRef<AbortController | null>(null);

  const failureView = useCallback(
    (failure: unknown): { phase: 'expired' } | { failed: string } => {
      const error = serviceErrorOf(failure);
      return expire(error) ? { phase: 'expired' } : { failed: error.message };
    },
    [expire],
  );

  useEffect(() => {
    const controller = new AbortController();
    requests.current = controller;
    const idOrTitle = query || undefined;
    getOrders({ tab, idOrTitle, skipCount: 0, maxResultCount: ORDERS_PAGE_SIZE }, { signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted) return;
        const orders = appendUnlisted([], page.items, orderIdOf);
        const hasMore = hasMoreAfter(orders, page.totalCount, page.items.length);
        setLoaded({ key, view: { phase: 'ready', orders, totalCount: page.totalCount, hasMore, more: 'idle' } });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const outcome = failureView(failure);
        setLoaded({ key, view: 'failed' in outcome ? { phase: 'failed', message: outcome.failed } : outcome });
      },
    );
    return () => controller.abort();
  }, [tab, query, key, failureView]);

  const view: OrderListView = loaded?.key === key ? loaded.view : { phase: 'loading' };

  const loadMore = useCallback(() => {
    const controller = requests.current;
    const shown = loaded?.key === key ? loaded.view : null;
    if (!controller || shown?.phase !== 'ready' || shown.more === 'loading' || !shown.hasMore) return;
    const withMore = (more: Extract<OrderListView, { phase: 'ready' }>['more']) =>
      setLoaded((current) => (current?.key === key && current.view.phase === 'ready' ? { key, view: { ...current.view, more } } : current));
    withMore('loading');
    const skipCount = shown.orders.length;
    getOrders({ tab, idOrTitle: query || undefined, skipCount, maxResultCount: ORDERS_PAGE_SIZE }, { signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted) return;
        setLoaded((current) => {
          if (current?.key !== key || current.view.phase !== 'ready') return current;
          const orders = appendUnlisted(current.view.orders, page.items, orderIdOf);
          const hasMore = hasMoreAfter(orders, page.totalCount, page.items.length);
          return { key, view: { phase: 'ready', orders, totalCount: page.totalCount, hasMore, more: 'idle' } };
        });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const outcome = failureView(failure);
        withMore('phase' in outcome ? 'idle' : outcome);
      },
    );
  }, [loaded, key, tab, query, failureView]);

  return { view, loadMore };
}
