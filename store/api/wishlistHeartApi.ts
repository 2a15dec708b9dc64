// The product page's heart through the shopper api: whether the game is on the shopper's wishlist (Exists), and
// the change that puts it on or takes it off. Loaded by the heart once it is needed, so the product page's first
// script carries none of it.
import type { AppDispatch, RootState } from '@/store/store';
import type { ServiceError } from '@/services/types/common';
import { commerceCall, serviceErrorOf, shopperApi, type Answer } from './shopperApi';

export type WishlistChange = { productId: number; add: boolean };

/** One change per game at a time: its entry in the api's mutations, whatever screen started it. */
const changeKeyOf = (productId: number) => `wishlist-change:${productId}`;

export const wishlistHeartApi = shopperApi.injectEndpoints({
  endpoints: (build) => ({
    /** Wishlist/Exists. It provides no tag: a change keeps this answer itself, and re-reading it could overtake that. */
    inWishlist: build.query<boolean, number>({
      queryFn: async (productId, { getState }): Promise<Answer<boolean>> => {
        const askedAt = Date.now();
        const answer = await commerceCall((service) => service.isInWishlist(productId));
        // An answer asked before a change of this game tells the list as it was: what the change left stands.
        const changedAt: number | undefined = selectWishlistChange(getState() as RootState, productId).startedTimeStamp;
        const shown: boolean | undefined = wishlistHeartApi.endpoints.inWishlist.select(productId)(
          getState() as RootState,
        ).data;
        if (changedAt !== undefined && changedAt >= askedAt && shown !== undefined) return { data: shown };
        return answer;
      },
      // A change made just after a login may land here a moment before the heart subscribes again.
      keepUnusedDataFor: 5,
    }),
    changeWishlist: build.mutation<null, WishlistChange>({
      queryFn: ({ productId, add }) =>
        commerceCall(async (service) => {
          await (add ? service.addToWishlist(productId) : service.removeFromWishlist(productId));
          return null;
        }),
      // The heart shows the change at once and takes it back if the service refuses (an Exists still on its way
      // then keeps what is shown, above).
      async onQueryStarted({ productId, add }, { dispatch, getState, queryFulfilled }): Promise<void> {
        const before: boolean =
          wishlistHeartApi.endpoints.inWishlist.select(productId)(getState() as RootState).data ?? !add;
        const show = (inList: boolean) =>
          dispatch(
            wishlistHeartApi.util.upsertQueryEntries([{ endpointName: 'inWishlist', arg: productId, value: inList }]),
          );
        show(add);
        try {
          await queryFulfilled;
        } catch {
          show(before);
        }
      },
      // The shopper's list, wherever it is shown, reads again.
      invalidatesTags: (_result, error) => (error ? [] : ['Wishlist']),
    }),
  }),
});

function selectWishlistChange(state: RootState, productId: number) {
  return wishlistHeartApi.endpoints.changeWishlist.select({
    fixedCacheKey: changeKeyOf(productId),
    requestId: undefined,
  })(state);
}

export const selectWishlistChangeUnderWay = (state: RootState, productId: number) =>
  selectWishlistChange(state, productId).isLoading;

/** Why Exists could not answer for this game, if it could not. */
export const selectInWishlistFailure = (state: RootState, productId: number): ServiceError | null => {
  const { error } = wishlistHeartApi.endpoints.inWishlist.select(productId)(state);
  return error === undefined ? null : serviceErrorOf(error);
};

/**
 * Puts the game on the list or takes it off, unless a change of it is already on its way (then null): checked in
 * the store, so a double press sends once whatever the button showed. Resolves to the refusal, or null.
 */
export const changeWishlist =
  (change: WishlistChange) =>
  (dispatch: AppDispatch, getState: () => RootState): Promise<ServiceError | null> | null => {
    if (selectWishlistChangeUnderWay(getState(), change.productId)) return null;
    return dispatch(
      wishlistHeartApi.endpoints.changeWishlist.initiate(change, { fixedCacheKey: changeKeyOf(change.productId) }),
    ).then((outcome) => (outcome.error === undefined ? null : serviceErrorOf(outcome.error)));
  };
