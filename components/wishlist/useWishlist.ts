'use client';
// The shopper's wishlist, a page at a time, newest first (the shopper api, store/api), and the removal of a game
// from it: the game leaves the list once the service has taken it off, and stays with a message if not. Which
// removals are on their way is the api's (selectWishlistRemovals).
import { useState } from 'react';
import type { WishlistItem } from '@/services/types/commerce';
import {
  removeFromWishlist,
  selectWishlistRemovals,
  useWishlistInfiniteQuery,
  wishlistIdOf,
} from '@/store/api/shopperApi';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
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
  const removing = useAppSelector(selectWishlistRemovals);
  // Each failed removal's message, by product id.
  const [removeErrors, setRemoveErrors] = useState<Readonly<Record<number, string>>>({});

  /** Takes the game off the list; true when the service did. */
  const remove = async (item: WishlistItem): Promise<boolean> => {
    const productId = item.product.id;
    const request = dispatch(removeFromWishlist(productId));
    if (!request) return false;
    setRemoveErrors((current) => withoutKey(current, productId));
    const outcome = await request;
    if (!outcome.error) return true;
    const error = asServiceError(outcome.error);
    if (!expire(error)) setRemoveErrors((current) => ({ ...current, [productId]: error.message }));
    return false;
  };

  return { view, retry, loadMore, remove, removing, removeErrors };
}
