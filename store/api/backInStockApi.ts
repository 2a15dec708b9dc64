// The product page's back-in-stock requests (ProductAvailable for a sold-out variant, docs/contracts/commerce.md,
// "Notify me"), through the shopper api. Loaded by the page's hook once a signed-in shopper has a sold-out variant
// before them, and by the notify dialog's chunk: the page's first load carries none of it.
import type { NotificationChannel, ProductNotification, SavedProductNotification } from '@/services/types/commerce';
import type { AppDispatch, RootState } from '@/store/store';
import { commerceCall, shopperApi } from './shopperApi';

/** The pending request for each variant of a product, by variant id; null where there is none. */
export type BackInStockRequests = Record<number, SavedProductNotification | null>;

export type SaveBackInStockArg = { productId: number; variantId: number; channels: NotificationChannel[] };

/** A request still waiting for its variant, by variant id (a sent one asks for nothing any more). */
function pendingByVariant(requests: ProductNotification[]): BackInStockRequests {
  const byVariant: BackInStockRequests = {};
  for (const request of requests) {
    if (request.type !== 'ProductAvailable' || request.status !== 'Pending' || request.productVariantId === null)
      continue;
    byVariant[request.productVariantId] ??= request;
  }
  return byVariant;
}

export const backInStockApi = shopperApi.injectEndpoints({
  endpoints: (build) => ({
    /** GetMine for one product. */
    backInStock: build.query<BackInStockRequests, number>({
      queryFn: (productId, { signal }) =>
        commerceCall(async (service) =>
          pendingByVariant(await service.getMyProductNotifications(productId, { signal })),
        ),
    }),
    /** Upsert: the request as saved, or null once no channel is left (a cancel). */
    saveBackInStock: build.mutation<SavedProductNotification | null, SaveBackInStockArg>({
      queryFn: ({ productId, variantId, channels }) =>
        commerceCall((service) =>
          service.upsertProductNotification({
            productId,
            productVariantId: variantId,
            type: 'ProductAvailable',
            channels,
          }),
        ),
      // The shopper's list of requests (/profile/notifications) reads again.
      invalidatesTags: (_result, error) => (error ? [] : ['Notification']),
    }),
  }),
});

/**
 * What a save (the request) or a cancel (null) left for a variant, shown at once on the product without reading
 * GetMine again; kept even when that first read had failed.
 */
export const backInStockSaved =
  (productId: number, variantId: number, request: SavedProductNotification | null) =>
  (dispatch: AppDispatch, getState: () => RootState) => {
    const known = backInStockApi.endpoints.backInStock.select(productId)(getState()).data;
    const pending = request?.status === 'Pending' ? request : null;
    void dispatch(backInStockApi.util.upsertQueryData('backInStock', productId, { ...known, [variantId]: pending }));
  };

export const { useSaveBackInStockMutation } = backInStockApi;
