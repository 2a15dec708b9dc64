// The cart's api module (store/api/cartApi.ts, and RTK Query with it), fetched once, and only by a visitor who
// may have a cart: the cart provider and the product page's buying island share it.
import type { AppDispatch } from '@/store/store';
import { shopperApiArrived } from '@/store/api/shopper-events';

export type CartApiModule = typeof import('@/store/api/cartApi');

let pending: Promise<CartApiModule> | null = null;

/**
 * The module; a failed fetch (offline) is tried again on the next call. The store hears that the api is in it
 * before anything reads through it (shopperApiArrived).
 */
export function loadCartApi(dispatch: AppDispatch): Promise<CartApiModule> {
  pending ??= import('@/store/api/cartApi').catch((failure: unknown) => {
    pending = null;
    throw failure;
  });
  return pending.then((loaded) => {
    dispatch(shopperApiArrived());
    return loaded;
  });
}
