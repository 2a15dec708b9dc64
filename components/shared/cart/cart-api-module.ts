// The cart's api module (store/api/cartApi.ts, and RTK Query with it), fetched once, and only by a visitor who
// may have a cart: the cart provider and the product page's buying island share it.
import type { AppDispatch } from '@/store/store';
import { loadShopperModule } from '@/store/api/shopper-events';

export type CartApiModule = typeof import('@/store/api/cartApi');

let pending: Promise<CartApiModule> | null = null;

/** The module, imported once; a failed import (offline) is tried again on the next call. */
const importOnce = () =>
  (pending ??= import('@/store/api/cartApi').catch((failure: unknown) => {
    pending = null;
    throw failure;
  }));

/** The module, with the store told that the api is in it before anything reads through it (loadShopperModule). */
export const loadCartApi = (dispatch: AppDispatch): Promise<CartApiModule> => loadShopperModule(importOnce, dispatch);
