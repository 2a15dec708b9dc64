// The product page's "big discount" alert (an AmazingDiscount request for the whole product, docs/contracts/commerce.md,
// "Notify me"), injected into the shopper api by the switch's own chunk: the page's first load carries none of it.
// On is a pending request; turning it on or off shows at once and is taken back if the service refuses.
import type { ProductNotification } from '@/services/types/commerce';
import { commerceCall, shopperApi } from './shopperApi';

/** How the alert is sent when turned on: a text message and a notice on the site. */
export const DISCOUNT_ALERT_CHANNELS = ['Sms', 'InAppNotification'] as const;

/** The shopper's pending big-discount request for this product, if any, among what GetMine answers. */
export const isDiscountAlertOn = (requests: ProductNotification[]) =>
  requests.some(
    (request) =>
      request.type === 'AmazingDiscount' && request.productVariantId === null && request.status === 'Pending',
  );

export const discountAlertApi = shopperApi.injectEndpoints({
  endpoints: (build) => ({
    discountAlert: build.query<boolean, number>({
      queryFn: (productId, { signal }) =>
        commerceCall(async (service) =>
          isDiscountAlertOn(await service.getMyProductNotifications(productId, { signal })),
        ),
    }),
    setDiscountAlert: build.mutation<null, { productId: number; on: boolean }>({
      queryFn: ({ productId, on }) =>
        commerceCall(async (service) => {
          const channels = on ? [...DISCOUNT_ALERT_CHANNELS] : ['None' as const];
          await service.upsertProductNotification({ productId, type: 'AmazingDiscount', channels });
          return null;
        }),
      async onQueryStarted({ productId, on }, { dispatch, queryFulfilled }) {
        const shown = dispatch(discountAlertApi.util.updateQueryData('discountAlert', productId, () => on));
        try {
          await queryFulfilled;
        } catch {
          shown.undo();
        }
      },
      // The shopper's list of requests (/profile/notifications) reads again.
      invalidatesTags: (_result, error) => (error ? [] : ['Notification']),
    }),
  }),
});

export const { useDiscountAlertQuery, useSetDiscountAlertMutation } = discountAlertApi;
