'use client';
// The shopper's wishlist, a page at a time, newest first (the shopper api, store/api), and the removal of a game
// from it: the game leaves the list once the service has taken it off, and stays with a message if not.
import { useState } from 'react';
import type { WishlistItem } from '@/services/types/commerce';
import { shopperApi, useWishlistInfiniteQuery, wishlistIdOf } from '@/store/api/shopperApi';
import { useAppDispatch } from '@/store/hooks';
import { asServiceError, usePagedList, type PagedView } from '@/components/shared/usePagedList';

export type WishlistView = PagedView<WishlistItem>;

function withoutKey<T>(record: Readonly<Record<number, T>>, key: number): Record<number, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

export function useWishlist() {
  const dispatch = useAppDispatch();
  const { view, retry, loadMore, expire } = usePagedList(useWishlistInfiniteQuery, undefined, wishlistIdOf);
  // Games being removed, and each failed removal's message, by product id.
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const [removeErrors, setRemoveErrors] = useState<Readonly<Record<number, string>>>({});

  /** Takes the game off the list; true when the service did. */
  const remove = async (item: WishlistItem): Promise<boolean> => {
    const productId = item.product.id;
    if (removing.has(productId)) return false;
    setRemoving((current) => new Set(current).add(productId));
    setRemoveErrors((current) => withoutKey(current, productId));
    // Untracked: the outcome is read here, nothing else needs it kept in the store.
    const outcome = await dispatch(shopperApi.endpoints.removeFromWishlist.initiate(productId, { track: false }));
    setRemoving((current) => {
      const next = new Set(current);
      next.delete(productId);
      return next;
    });
    if (!outcome.error) return true;
    const error = asServiceError(outcome.error);
    if (!expire(error)) setRemoveErrors((current) => ({ ...current, [productId]: error.message }));
    return false;
  };

  return { view, retry, loadMore, remove, removing, removeErrors };
}
