// The calls the checkout's steps (checkoutEffects.ts, checkoutPayment.ts) make through the shopper api
// (store/api/checkoutApi.ts, orderApi's `order`, the cart's): each answers as the service modules do, with its
// ServiceError thrown, except the bank token and a discount change, whose refusal the caller reads. And what the
// steps need from the page around them.
import type { Approval } from '@/services/commerce';
import { ServiceFailure, serviceErrorOf } from '@/services/errors';
import type { Cart, CreateOrderInput, Order } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import { cartApi } from '@/store/api/cartApi';
import { checkoutApi, type DiscountChange, type OrderTokenArg } from '@/store/api/checkoutApi';
import { orderApi } from '@/store/api/orderApi';
import { fetchBalance } from '@/store/slices/authSlice';
import type { AppDispatch } from '@/store/store';
import { asServiceError } from '@/components/shared/usePagedList';
import type { CheckoutEvent } from './checkoutReducer';

/** What the effects need from the page around them. */
export type CheckoutPorts = {
  /** The store's, through whose api every call goes. */
  dispatch: AppDispatch;
  send: (event: CheckoutEvent) => void;
  /** useSessionExpiry: deals with a 401 and says whether it did. */
  expire: (error: ServiceError) => boolean;
  /** The cart as the service holds it now (after Order/Create moved its lines). */
  refreshCart: () => void;
  /** A cart the service answered with. */
  applyCart: (cart: Cart | null) => void;
};

/**
 * An api call's answer, or its ServiceError thrown as the service modules throw theirs. An answer with neither (a
 * query's entry gone from the cache when it was read) is a failure too, never `undefined` taken for the data.
 */
async function answerOf<T>(request: PromiseLike<{ data?: T; error?: unknown }>): Promise<T> {
  const answer = await request;
  if ('error' in answer && answer.error !== undefined) throw new ServiceFailure(asServiceError(answer.error));
  if (answer.data === undefined) throw new ServiceFailure(serviceErrorOf(null));
  return answer.data;
}

/**
 * A query read afresh, subscribed while it runs. RTK Query holds a change's invalidation while any request is
 * pending and applies it when the last one ends, dropping the entries it names that nobody subscribes to. Unsubscribed,
 * an Order/Get sent just after Order/Approve, while another read was pending, lost its entry as it ended and answered
 * nothing though the service had answered. Subscribed, the entry is read once more instead.
 */
async function readAfresh<T>(request: PromiseLike<{ data?: T; error?: unknown }> & { unsubscribe(): void }) {
  try {
    return await answerOf(request);
  } finally {
    request.unsubscribe();
  }
}

export function checkoutCalls(dispatch: AppDispatch) {
  // Untracked: each outcome is read here; nothing else needs it kept in the store. The tags still do their work.
  const untracked = { track: false } as const;

  return {
    /** Order/Get afresh (the order's cache entry and whoever shows it follow). */
    getOrder: (id: number) => readAfresh(dispatch(orderApi.endpoints.order.initiate(id, { forceRefetch: true }))),
    getCurrentCart: () => readAfresh(dispatch(cartApi.endpoints.cart.initiate(undefined, { forceRefetch: true }))),
    createOrder: (input: CreateOrderInput) =>
      answerOf(dispatch(checkoutApi.endpoints.createOrder.initiate(input, untracked))),
    approveOrder: (order: Order): Promise<Approval> =>
      answerOf(dispatch(checkoutApi.endpoints.approveOrder.initiate(order, untracked))),
    clearCart: () => answerOf(dispatch(checkoutApi.endpoints.clearCart.initiate(undefined, untracked))),
    /** The balance where the spec keeps it (the auth slice), read afresh; its ServiceResult as is. */
    getBalance: async () => {
      try {
        return await dispatch(fetchBalance()).unwrap();
      } catch {
        return { ok: false as const, error: serviceErrorOf(null) };
      }
    },
    /** A bank token toward an order: the api's answer, a refusal included. */
    orderPaymentToken: (request: OrderTokenArg) =>
      dispatch(checkoutApi.endpoints.orderPaymentToken.initiate(request, untracked)),
    /** A code on or off an order: the api's answer, a refusal included. */
    changeDiscount: (change: DiscountChange) =>
      dispatch(checkoutApi.endpoints.changeDiscount.initiate(change, untracked)),
  };
}

export type CheckoutCalls = ReturnType<typeof checkoutCalls>;
