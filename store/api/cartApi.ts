// The visitor's cart as the commerce service last reported it, read through the shopper api. The cart provider
// (components/shared/cart/CartProvider.tsx) loads this module only once the visitor may have a cart, holds the
// one subscription for the tab's life, and puts each cart a change answered with (AddItem, RemoveItem…) in
// its place, so a read that was under way when the change answered is dropped (RTK Query keeps the latest).
import { getToken } from '@/services/session';
import type { Cart, CartLine } from '@/services/types/commerce';
import type { RootState } from '@/store/store';
import { keepLastRead, mayHaveCart } from './cart-last-read';
import { commerceCall, shopperApi } from './shopperApi';

export const cartApi = shopperApi.injectEndpoints({
  endpoints: (build) => ({
    /** The cart of the device id in the store and the session in force; null where there can be none. */
    cart: build.query<Cart | null, void>({
      queryFn: async (_, { getState }) => {
        const deviceId = (getState() as RootState).cart.deviceId;
        const reader = { deviceId, token: getToken() };
        // With neither a device id nor a session there is no cart to read (docs/contracts/commerce.md, Whose cart).
        if (!mayHaveCart(deviceId)) {
          keepLastRead(null, reader);
          return { data: null };
        }
        const answer = await commerceCall((service) => service.getCurrentCart(deviceId));
        if ('data' in answer) keepLastRead(answer.data, reader);
        return answer;
      },
      // The provider's subscription holds it; a change answered before that subscription began is kept too.
      keepUnusedDataFor: Infinity,
    }),
    /** The cart's lines of one product (GetCartByProductId), for the product page's stepper. */
    productLines: build.query<CartLine[], number>({
      queryFn: async (productId, { getState }) => {
        const deviceId = (getState() as RootState).cart.deviceId;
        if (!mayHaveCart(deviceId)) return { data: [] };
        const answer = await commerceCall((service) => service.getCartByProductId(productId, deviceId));
        return 'data' in answer ? { data: answer.data?.items ?? [] } : answer;
      },
      // A change's answer may be put here a moment before the page subscribes (a first add loads this module).
      keepUnusedDataFor: 5,
    }),
  }),
});

/** Puts one product's lines of a cart a change answered with in place of those read. */
export const productLinesAnswered = (productId: number, cart: Cart | null) =>
  cartApi.util.upsertQueryData(
    'productLines',
    productId,
    (cart?.items ?? []).filter((item) => item.variant.product.id === productId),
  );

/** Puts a cart the service answered with in place of the one read. */
export const cartAnswered = (cart: Cart | null) => cartApi.util.upsertQueryData('cart', undefined, cart);
