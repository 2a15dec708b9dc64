'use client';
// The shopper's wishlist, a page at a time, newest first, and the removal of a game from it. A later page starts
// after what is listed now (a removal shifts the service's pages back) and never lists a game twice (one added
// meanwhile in another tab shifts them on).
import { useCallback, useEffect, useRef, useState } from 'react';
import { getWishlist, removeFromWishlist } from '@/services/commerce';
import { serviceErrorOf } from '@/services/errors';
import type { WishlistItem } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { appendUnlisted } from '@/lib/append-unlisted';
import type { MoreState } from '@/components/ui/LoadMore';

export const WISHLIST_PAGE_SIZE = 10;

export type WishlistView =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  /** A 401: the error modal leads to /login; the page shows nothing meanwhile. */
  | { phase: 'expired' }
  | { phase: 'ready'; items: WishlistItem[]; totalCount: number; hasMore: boolean; more: MoreState };

type Ready = Extract<WishlistView, { phase: 'ready' }>;

/** A game is listed once, whatever else its entry carries. */
const wishlistIdOf = (item: WishlistItem) => item.product.id;

function withoutKey<T>(record: Readonly<Record<number, T>>, key: number): Record<number, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

/** More remain while the service counts more than are listed and the last page was a full one. */
const hasMoreAfter = (items: WishlistItem[], totalCount: number, pageLength: number) => items.length < totalCount && pageLength >= WISHLIST_PAGE_SIZE;

export function useWishlist() {
  const expire = useSessionExpiry();
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<WishlistView>({ phase: 'loading' });
  // Games being removed, and each failed removal's message, by product id.
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const [removeErrors, setRemoveErrors] = useState<Readonly<Record<number, string>>>({});
  // The list's requests; aborted when the page goes or the list is read again.
  const requests = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    requests.current = controller;
    getWishlist({ skipCount: 0, maxResultCount: WISHLIST_PAGE_SIZE }, { signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted) return;
        const items = appendUnlisted([], page.items, wishlistIdOf);
        setView({ phase: 'ready', items, totalCount: page.totalCount, hasMore: hasMoreAfter(items, page.totalCount, page.items.length), more: 'idle' });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const error = serviceErrorOf(failure);
        setView(expire(error) ? { phase: 'expired' } : { phase: 'failed', message: error.message });
      },
    );
    return () => controller.abort();
  }, [attempt, expire]);

  const retry = useCallback(() => {
    setView({ phase: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const updateReady = (update: (ready: Ready) => Ready) => setView((current) => (current.phase === 'ready' ? update(current) : current));

  const loadMore = () => {
    const controller = requests.current;
    if (!controller || view.phase !== 'ready' || view.more === 'loading' || !view.hasMore) return;
    updateReady((ready) => ({ ...ready, more: 'loading' }));
    getWishlist({ skipCount: view.items.length, maxResultCount: WISHLIST_PAGE_SIZE }, { signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted) return;
        updateReady((ready) => {
          const items = appendUnlisted(ready.items, page.items, wishlistIdOf);
          return { ...ready, items, totalCount: page.totalCount, hasMore: hasMoreAfter(items, page.totalCount, page.items.length), more: 'idle' };
        });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const error = serviceErrorOf(failure);
        if (expire(error)) setView({ phase: 'expired' });
        else updateReady((ready) => ({ ...ready, more: { failed: error.message } }));
      },
    );
  };

  /** Takes the game off the list once the service has; true when it did. The game stays, with a message, if not. */
  const remove = async (item: WishlistItem): Promise<boolean> => {
    const productId = item.product.id;
    if (removing.has(productId)) return false;
    setRemoving((current) => new Set(current).add(productId));
    setRemoveErrors((current) => withoutKey(current, productId));
    let error: ServiceError | null = null;
    try {
      await removeFromWishlist(productId);
    } catch (failure) {
      error = serviceErrorOf(failure);
    }
    setRemoving((current) => {
      const next = new Set(current);
      next.delete(productId);
      return next;
    });
    if (!error) {
      updateReady((ready) => ({
        ...ready,
        items: ready.items.filter((listed) => listed.product.id !== productId),
        totalCount: Math.max(0, ready.totalCount - 1),
      }));
      return true;
    }
    if (!expire(error)) setRemoveErrors((current) => ({ ...current, [productId]: error.message }));
    return false;
  };

  return { view, retry, loadMore, remove, removing, removeErrors };
}
