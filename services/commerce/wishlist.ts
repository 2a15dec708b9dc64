// The signed-in user's wishlist (CONTRACTS §12.4); exported through ../commerce.ts.
import { abpResultOrThrow } from '../abp';
import type { WishlistItem, WishlistQuery } from '../types/commerce-wishlist';
import type { PagedResult } from '../types/common';
import { client } from './client';

/** Puts a game on the user's list; one already there keeps its place and date (no error). */
export async function addToWishlist(productId: number): Promise<void> {
  await abpResultOrThrow<null>(client().post('/api/services/app/Wishlist/Add', { productId }));
}

/** Takes a game off the user's list; one that was not there is no error. */
export async function removeFromWishlist(productId: number): Promise<void> {
  await abpResultOrThrow<null>(client().delete('/api/services/app/Wishlist/Remove', { params: { productId } }));
}

/** Whether the game is on the user's list: a POST with the id in the query and no body, as the contract has it. */
export function isInWishlist(productId: number): Promise<boolean> {
  return abpResultOrThrow<boolean>(client().post('/api/services/app/Wishlist/Exists', null, { params: { productId } }));
}

/** A page of the user's list, newest first; `signal` drops a page nobody waits for any more. */
export function getWishlist(
  query: WishlistQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PagedResult<WishlistItem>> {
  const params = { SkipCount: query.skipCount, MaxResultCount: query.maxResultCount };
  return abpResultOrThrow<PagedResult<WishlistItem>>(
    client().get('/api/services/app/Wishlist/GetAll', { params, signal }),
  );
}
