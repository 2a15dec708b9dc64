'use client';
// Checkout on /cart: checkoutReducer.ts holds what the panel shows, checkoutEffects.ts makes the calls, and this
// hook wires them to the page. The URL names the order under way, so a reload or the bank's return re-reads it
// (Order/Get) instead of trusting the query; the services pay an order once, and the page sends one request at a time.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { getToken } from '@/services/session';
import type { CreateOrderInput } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import { shopperDataChanged } from '@/store/api/shopper-events';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fetchBalance } from '@/store/slices/authSlice';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { useCart } from '@/components/shared/cart/CartProvider';
import type { CheckoutPorts, checkoutEffects } from './checkoutEffects';
import { checkoutReducer, initialCheckoutState, shownView, type ReturnStatus } from './checkoutReducer';
import { orderPaymentHref } from '@/components/shared/orders/order-status';

const noSubscription = () => () => {};

type CheckoutEffects = ReturnType<typeof checkoutEffects>;

/**
 * The checkout's calls (commerce, discount, payment and their HTTP client), loaded when the first one is made
 * rather than with the page: a cart is painted and changed without them.
 */
function lazyCheckoutEffects(ports: CheckoutPorts): CheckoutEffects {
  let loaded: Promise<CheckoutEffects> | null = null;
  const effects = () => (loaded ??= import('./checkoutEffects').then((module) => module.checkoutEffects(ports)));
  return {
    load: async (...args) => (await effects()).load(...args),
    place: async (...args) => (await effects()).place(...args),
    payFromWallet: async (...args) => (await effects()).payFromWallet(...args),
    payShortfall: async (...args) => (await effects()).payShortfall(...args),
    changeDiscount: async (...args) => (await effects()).changeDiscount(...args),
  };
}

export function useCheckout({ orderId, returnStatus }: { orderId: number | null; returnStatus: ReturnStatus | null }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const expire = useSessionExpiry();
  const { applyCart, refresh } = useCart();
  const deviceId = useAppSelector((state) => state.cart.deviceId);
  const { isAuthenticated, getUserLoading } = useAppSelector((state) => state.auth);
  const [state, send] = useReducer(checkoutReducer, initialCheckoutState);
  const { view, busy, ordersVersion } = state;
  // One request at a time, whatever the buttons' state: a double click or a second tab's render sends once.
  const inFlight = useRef(false);
  // The order the URL names that this page has already read (or created), so a URL update reads nothing twice.
  const handledOrderId = useRef<number | null>(null);

  // An order appeared or changed: the shopper's orders, wherever they are listed, are read again.
  useEffect(() => {
    if (ordersVersion > 0) dispatch(shopperDataChanged(['Order']));
  }, [ordersVersion, dispatch]);

  // Whether a token is stored: unknown (null) on the server and during hydration, read afresh on every render.
  const hasToken = useSyncExternalStore(
    noSubscription,
    () => getToken() !== null,
    () => null,
  );
  const signedOut = !isAuthenticated && !getUserLoading && hasToken === false;

  const effects = useMemo(
    () =>
      lazyCheckoutEffects({
        send,
        expire,
        deviceId,
        refreshCart: () => void refresh(),
        applyCart,
        refreshBalance: () => {
          // The balance in the auth slice, and whatever the shopper api shows of the wallet (the ledger, an order's payments).
          void dispatch(fetchBalance());
          dispatch(shopperDataChanged(['Wallet']));
        },
      }),
    [expire, deviceId, refresh, applyCart, dispatch],
  );

  /** Runs a request under the in-flight flag; callers have checked that none is under way. */
  const inFlightWhile = useCallback(async <T>(request: () => Promise<T>): Promise<T> => {
    inFlight.current = true;
    try {
      return await request();
    } finally {
      inFlight.current = false;
    }
  }, []);

  // The order the URL names, once the session is known: a reload, the bank's return, an old order to pay.
  useEffect(() => {
    if (orderId === null) {
      handledOrderId.current = null;
      return;
    }
    if (!isAuthenticated || handledOrderId.current === orderId) return;
    handledOrderId.current = orderId;
    void (async () => {
      await inFlightWhile(() => effects.load(orderId, { returnStatus }));
      // Drop the bank's query, so a reload does not repeat its message.
      if (returnStatus) router.replace(orderPaymentHref(orderId), { scroll: false });
    })();
  }, [orderId, returnStatus, isAuthenticated, effects, inFlightWhile, router]);

  const placeOrder = useCallback(
    async (input: CreateOrderInput): Promise<ServiceError | null> => {
      if (inFlight.current) return null;
      return inFlightWhile(() =>
        effects.place(input, (id) => {
          handledOrderId.current = id;
          router.replace(orderPaymentHref(id), { scroll: false });
        }),
      );
    },
    [effects, inFlightWhile, router],
  );

  const payFromWallet = useCallback(async () => {
    if (view.kind !== 'order' || inFlight.current) return;
    await inFlightWhile(() => effects.payFromWallet(view.order));
  }, [view, effects, inFlightWhile]);

  /** The shortfall through a bank gateway; the bank sends the shopper back to this order. */
  const payShortfall = useCallback(
    async (gatewayId: number) => {
      if (view.kind !== 'order' || view.plan?.kind !== 'gateway' || inFlight.current) return;
      inFlight.current = true;
      let outcome: 'leaving' | 'stayed' = 'stayed';
      try {
        outcome = await effects.payShortfall(view.order, view.plan.gatewayAmount, gatewayId);
      } finally {
        // Stays in flight until the bank's page has replaced this one.
        inFlight.current = outcome === 'leaving';
      }
    },
    [view, effects],
  );

  /** A discount code on the Pending order, or off it; resolves to the code field's error. */
  const changeDiscount = useCallback(
    async (change: { kind: 'apply'; code: string } | { kind: 'remove' }): Promise<string | null> => {
      if (view.kind !== 'order' || view.order.status !== 'Pending' || inFlight.current) return null;
      return inFlightWhile(() => effects.changeDiscount(view.order, change));
    },
    [view, effects, inFlightWhile],
  );

  const reload = useCallback(
    (id: number) => void inFlightWhile(() => effects.load(id, { returnStatus: null })),
    [effects, inFlightWhile],
  );

  /** An order from the list to pay now. */
  const openOrder = useCallback(
    (id: number) => {
      if (inFlight.current) return;
      handledOrderId.current = id;
      router.replace(orderPaymentHref(id), { scroll: false });
      window.scrollTo({ top: 0 });
      reload(id);
    },
    [router, reload],
  );

  const retry = useCallback(() => {
    const id = view.kind === 'order' ? view.order.id : 'orderId' in view ? view.orderId : null;
    if (id !== null && !inFlight.current) reload(id);
  }, [view, reload]);

  const close = useCallback(() => {
    if (inFlight.current) return;
    handledOrderId.current = null;
    send({ type: 'closed' });
    router.replace('/cart', { scroll: false });
  }, [router]);

  // A link to plain /cart (the bottom nav, the header's back link) closes whatever order was open.
  const [urlOrderId, setUrlOrderId] = useState(orderId);
  if (orderId !== urlOrderId) {
    setUrlOrderId(orderId);
    if (orderId === null) send({ type: 'closed' });
  }

  return {
    view: shownView(view, orderId, signedOut),
    busy,
    error: state.error,
    notice: state.notice,
    placeOrder,
    payFromWallet,
    payShortfall,
    applyDiscount: (code: string) => changeDiscount({ kind: 'apply', code }),
    removeDiscount: () => changeDiscount({ kind: 'remove' }),
    openOrder,
    retry,
    close,
  };
}
