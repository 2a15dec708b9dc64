// What the browser reads for the one shopper (orders, back-in-stock requests, wishlist), through the commerce
// service module, so every call keeps its headers (token, device id) and every failure its ServiceError.
import { createSelector } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '@/services/messages';
import type { Order, OrderTab, ProductNotification, WishlistItem } from '@/services/types/commerce';
import type { PagedResult, ServiceError } from '@/services/types/common';
import { dynamicMiddleware, rootReducer, type AppDispatch, type RootState } from '@/store/store';
import { dropListed, nextSkipCount, type ListPage } from './paged';
import { SHOPPER_TAGS, shopperSessionChanged } from './shopper-events';

export const NOTIFICATIONS_PAGE_SIZE = 10;
export const WISHLIST_PAGE_SIZE = 10;

/** One tab of the orders (all of them without one), the search in force and the page size of the screen. */
export type OrdersArg = { tab?: OrderTab; idOrTitle?: string; pageSize: number };

export const orderIdOf = (order: Order) => order.id;
export const notificationIdOf = (request: ProductNotification) => request.id;
/** A game is listed once, whatever else its entry carries. */
export const wishlistIdOf = (item: WishlistItem) => item.product.id;

// The commerce module (and axios under it) is fetched on the first read, not with every page that has the store.
const commerce = () => import('@/services/commerce');
type Commerce = Awaited<ReturnType<typeof commerce>>;

export const UNREACHABLE: ServiceError = { kind: 'network', status: null, message: NETWORK_ERROR_MESSAGE };
export const UNEXPECTED: ServiceError = { kind: 'server', status: null, message: GENERIC_ERROR_MESSAGE };

export type Answer<T> = { data: T } | { error: ServiceError };

/** An api call's error as the service module gave it; anything else (a fault in the shop) reads as UNEXPECTED. */
export const serviceErrorOf = (error: unknown): ServiceError =>
  typeof error === 'object' && error !== null && 'kind' in error && 'message' in error
    ? (error as ServiceError)
    : UNEXPECTED;

export async function commerceCall<T>(call: (service: Commerce) => Promise<T>): Promise<Answer<T>> {
  let service: Commerce;
  try {
    service = await commerce();
  } catch {
    // The service's code itself could not be fetched (offline).
    return { error: UNREACHABLE };
  }
  try {
    return { data: await call(service) };
  } catch (failure) {
    return { error: failure instanceof service.CommerceError ? failure.error : UNEXPECTED };
  }
}

/** A page of a list, noting whether it came full (only then may another follow). */
async function pageCall<T>(
  pageSize: number,
  call: (service: Commerce) => Promise<PagedResult<T>>,
): Promise<Answer<ListPage<T>>> {
  const answer = await commerceCall(call);
  return 'error' in answer ? answer : { data: { ...answer.data, full: answer.data.items.length >= pageSize } };
}

export const shopperApi = createApi({
  reducerPath: 'shopperApi',
  baseQuery: fakeBaseQuery<ServiceError>(),
  tagTypes: SHOPPER_TAGS,
  // Per-visitor data is never cached: a screen opened again reads afresh, and a read no screen waits for is aborted.
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    orders: build.infiniteQuery<ListPage<Order>, OrdersArg, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextSkipCount(orderIdOf) },
      queryFn: ({ queryArg: { tab, idOrTitle, pageSize }, pageParam }, { signal }) =>
        pageCall(pageSize, (service) =>
          service.getOrders({ tab, idOrTitle, skipCount: pageParam, maxResultCount: pageSize }, { signal }),
        ),
      providesTags: ['Order'],
    }),
    notifications: build.infiniteQuery<ListPage<ProductNotification>, void, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextSkipCount(notificationIdOf) },
      queryFn: ({ pageParam }, { signal }) =>
        pageCall(NOTIFICATIONS_PAGE_SIZE, (service) =>
          service.getAllMyProductNotifications(
            { skipCount: pageParam, maxResultCount: NOTIFICATIONS_PAGE_SIZE },
            { signal },
          ),
        ),
      providesTags: ['Notification'],
    }),
    wishlist: build.infiniteQuery<ListPage<WishlistItem>, void, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextSkipCount(wishlistIdOf) },
      queryFn: ({ pageParam }, { signal }) =>
        pageCall(WISHLIST_PAGE_SIZE, (service) =>
          service.getWishlist({ skipCount: pageParam, maxResultCount: WISHLIST_PAGE_SIZE }, { signal }),
        ),
      providesTags: ['Wishlist'],
    }),
    removeFromWishlist: build.mutation<null, number>({
      queryFn: async (productId, { dispatch }) => {
        const answer = await commerceCall<null>(async (service) => {
          await service.removeFromWishlist(productId);
          return null;
        });
        // The game leaves the list on screen once the service has taken it off (before the caller hears so); the
        // pages are not read again, so the next one starts after what is left.
        if ('data' in answer) {
          dispatch(
            shopperApi.util.updateQueryData('wishlist', undefined, (list) =>
              dropListed(list.pages, (item) => wishlistIdOf(item) === productId),
            ),
          );
        }
        return answer;
      },
    }),
  }),
});

const REMOVAL_KEY = 'wishlist-removal:';

/** The games whose removal from the wishlist is on its way, by product id. */
export const selectWishlistRemovals = createSelector(
  [(state: RootState) => state.shopperApi?.mutations],
  (mutations): ReadonlySet<number> =>
    new Set(
      Object.entries(mutations ?? {})
        .filter(
          ([key, entry]) =>
            key.startsWith(REMOVAL_KEY) && (entry as { status?: string } | undefined)?.status === 'pending',
        )
        .map(([key]) => Number(key.slice(REMOVAL_KEY.length))),
    ),
);

/**
 * Takes a game off the wishlist, unless its removal is already on its way (then null): checked in the store, so a
 * second press sends nothing.
 */
export const removeFromWishlist = (productId: number) => (dispatch: AppDispatch, getState: () => RootState) => {
  if (selectWishlistRemovals(getState()).has(productId)) return null;
  return dispatch(
    shopperApi.endpoints.removeFromWishlist.initiate(productId, { fixedCacheKey: `${REMOVAL_KEY}${productId}` }),
  );
};

/** A request cancelled on the service leaves the list on screen. */
export const notificationCancelled = (id: number) =>
  shopperApi.util.updateQueryData('notifications', undefined, (list) =>
    dropListed(list.pages, (request) => request.id === id),
  );

// Into the store with the first screen that reads through it; from then on a session change forgets all it read
// (shopper-events.ts). Never persisted: persist.ts keeps only the cart.
rootReducer.inject(shopperApi);
dynamicMiddleware.addMiddleware(shopperApi.middleware, (store) => (next) => (action) => {
  if (shopperSessionChanged.match(action)) store.dispatch(shopperApi.util.resetApiState());
  return next(action);
});

export const { useOrdersInfiniteQuery, useNotificationsInfiniteQuery, useWishlistInfiniteQuery } = shopperApi;
