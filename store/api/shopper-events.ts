// What the rest of the shop tells the shopper api without loading it: the api (RTK Query and its lists) is
// injected into the store only by the screens that read through it (shopperApi.ts), and these plain actions
// reach it once it is there. A change to the shopper's data is not one of them: it is a mutation of the api, whose
// tags re-read what shows it. The two left are about the api itself, which no tag can say: the session it reads
// for, and its arrival in a store made before it.
import { createAction } from '@reduxjs/toolkit';

/** The api's tag types: what a mutation can ask to re-read. */
export const SHOPPER_TAGS = ['Order', 'Notification', 'Wishlist', 'Wallet'] as const;

/**
 * Another session began or this one ended: nothing read for the former one may be shown. Sent by the auth slice,
 * which must not load the api to say so (every page has the slice; most never load the api).
 */
export const shopperSessionChanged = createAction('shopperApi/sessionChanged');

/**
 * The api was injected into the store: a store made before it holds the api's part only once an action has passed
 * through the reducer, and a read started before then is lost. Sent by loadShopperModule, for whoever reads at once.
 */
export const shopperApiArrived = createAction('shopperApi/arrived');

/** Loads a module that injects endpoints into the shopper api, then tells the store it is there (shopperApiArrived). */
export async function loadShopperModule<T>(
  load: () => Promise<T>,
  dispatch: (action: ReturnType<typeof shopperApiArrived>) => unknown,
): Promise<T> {
  const loaded = await load();
  dispatch(shopperApiArrived());
  return loaded;
}
