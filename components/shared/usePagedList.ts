'use client';
// What a screen shows of a list the shopper api (store/api) reads a page at a time: a skeleton while the first
// page is read, a failure with a retry, or the entries with 'نمایش بیشتر' while more remain. A 401 goes to the
// session expiry, and the list is not asked for again: the session it was read for is gone.
import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@/services/messages';
import type { ServiceError } from '@/services/types/common';
import { listedOf, type IdOf, type ListPage } from '@/store/api/paged';
import type { MoreState } from '@/components/ui/LoadMore';
import { useSessionExpiry } from './useSessionExpiry';

export type PagedView<T> =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  /** A 401: the error modal leads to /login; the screen shows nothing meanwhile. */
  | { phase: 'expired' }
  | { phase: 'ready'; items: T[]; totalCount: number; hasMore: boolean; more: MoreState };

/** The part of an infinite query's result (RTK Query) that a list screen reads. */
export type PagedQuery<T> = {
  currentData?: { pages: ListPage<T>[] };
  error?: unknown;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
};

const isServiceError = (error: unknown): error is ServiceError =>
  typeof error === 'object' && error !== null && 'kind' in error && 'message' in error;

/** The ServiceError the service module gave; anything else (a fault in the shop) reads as the generic failure. */
export const asServiceError = (error: unknown): ServiceError =>
  isServiceError(error) ? error : { kind: 'server', status: null, message: GENERIC_ERROR_MESSAGE };

function viewOf<T>(query: PagedQuery<T>, items: T[] | null, failure: ServiceError | null): PagedView<T> {
  const pages = query.currentData?.pages;
  if (pages && items) {
    // A next page (or a fresh read of the pages shown) that failed says why; the list stays.
    const more: MoreState = query.isFetchingNextPage
      ? 'loading'
      : failure && !query.isFetching
        ? { failed: failure.message }
        : 'idle';
    return { phase: 'ready', items, totalCount: pages.at(-1)?.totalCount ?? 0, hasMore: query.hasNextPage, more };
  }
  // A retry shows the skeleton again until its answer.
  if (failure && !query.isFetching) return { phase: 'failed', message: failure.message };
  return { phase: 'loading' };
}

/** `useList` is one of the shopper api's infinite query hooks, `arg` its argument. */
export function usePagedList<A, T>(
  useList: (arg: A, options: { skip: boolean }) => PagedQuery<T>,
  arg: A,
  idOf: IdOf<T>,
) {
  const sessionExpiry = useSessionExpiry();
  // Set by a 401, the list's or that of an action on it.
  const [expired, setExpired] = useState(false);
  // Not read again once expired: the logout resets the api, which would have the list re-read, refused, and so on.
  const query = useList(arg, { skip: expired });
  const { currentData, error, fetchNextPage, refetch } = query;

  const expire = useCallback(
    (failure: ServiceError) => {
      if (failure.kind !== 'unauthorized') return false;
      setExpired(true);
      return sessionExpiry(failure);
    },
    [sessionExpiry],
  );

  // Each failure goes to the session expiry once.
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (error === undefined || error === handled.current) return;
    handled.current = error;
    expire(asServiceError(error));
  }, [error, expire]);

  const items = currentData ? listedOf(currentData.pages, idOf) : null;
  const failure = error === undefined ? null : asServiceError(error);
  const view: PagedView<T> =
    expired || failure?.kind === 'unauthorized' ? { phase: 'expired' } : viewOf(query, items, failure);

  const loadMore = () => {
    if (view.phase !== 'ready' || view.more === 'loading' || !view.hasMore) return;
    void fetchNextPage();
  };

  const retry = () => void refetch();

  return { view, loadMore, retry, expire };
}
