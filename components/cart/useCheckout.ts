'use client';
// Checkout on /cart: checkoutReducer.ts holds what the panel shows, checkoutEffects.ts runs the steps that make the
// calls (through the shopper api), and this hook wires them to the page. The URL names the order under way, so a
// reload or the bank's return re-reads it (Order/Get) instead of trusting the query; the services pay an order once,
// and the store runs one checkout step at a time (store/slices/checkoutSlice.ts).
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { getToken } from '@/services/session';
import type { CreateOrderInput } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import { loadShopperModule } from '@/store/api/shopper-events';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { runCheckoutStep, selectCheckoutStep, type CheckoutStep } from '@/store/slices/checkoutSlice';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { useCart } from '@/components/shared/cart/CartProvider';
import type { CheckoutPorts } from './checkoutCalls';
import type { checkoutEffects } from './checkoutEffects';
import { checkoutBusyOf, checkoutReducer, initialCheckoutState, shownView, type ReturnStatus } from './checkoutReducer';
import { orderPaymentHref } from '@/components/shared/orders/order-status';

const noSubscription = () => () => {};

type CheckoutEffects = ReturnType<typeof checkoutEffects>;

/**
 * The checkout's calls (its api, the services and their HTTP client), loaded when the first one is made rather than
 * with the page: a cart is painted and changed without them.
 */
function lazyCheckoutEffects(ports: CheckoutPorts): CheckoutEffects {
  let loaded: Promise<CheckoutEffects> | null = null;
  const effects = () =>
    (loaded ??= loadShopperModule(() => import('./checkoutEffects'), ports.dispatch).then((module) =>
      module.checkoutEffects(ports),
    ));
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
  const { isAuthenticated, getUserLoading } = useAppSelector((state) => state.auth);
  const [state, send] = useReducer(checkoutReducer, initialCheckoutState);
  const { view } = state;
  const step = useAppSelector(selectCheckoutStep);
  // The order the URL names that this page has already taken up (read, created or opened), so a URL update reads
  // nothing twice and a closed panel is not read again while the URL catches up.
  const takenUpOrderId = useRef<number | null>(null);

  // Whether a token is stored: unknown (null) on the server and during hydration, read afresh on every render.
  const hasToken = useSyncExternalStore(
    noSubscription,
    () => getToken() !== null,
    () => null,
  );
  const signedOut = !isAuthenticated && !getUserLoading && hasToken === false;

  const effects = useMemo(
    () => lazyCheckoutEffects({ dispatch, send, expire, refreshCart: () => void refresh(), applyCart }),
    [expire, refresh, applyCart, dispatch],
  );

  // The order read under way, if any. A read disables no button, so a tap meanwhile (pay, place an order, open one
  // from the list) waits for it to end rather than being lost to the one-step-at-a-time rule.
  const readUnderWay = useRef<Promise<unknown> | null>(null);

  /** Runs `run` as the store's checkout step once no order is being read; null (and nothing sent) while another runs. */
  const asStep = useCallback(
    async <T>(kind: CheckoutStep, run: () => Promise<T>, leaves?: (result: T) => boolean): Promise<T | null> => {
      while (readUnderWay.current) await readUnderWay.current;
      const result = dispatch(runCheckoutStep(kind, run, leaves));
      if (kind === 'reading') {
        // Settles once the read has ended and is no longer under way.
        const ended = () => {
          if (readUnderWay.current === read) readUnderWay.current = null;
        };
        const read: Promise<void> = result.then(ended, ended);
        readUnderWay.current = read;
      }
      return result;
    },
    [dispatch],
  );

  // The order the URL names, once the session is known: a reload, the bank's return, an old order to pay.
  useEffect(() => {
    if (orderId === null) {
      takenUpOrderId.current = null;
      return;
    }
    if (!isAuthenticated || takenUpOrderId.current === orderId) return;
    takenUpOrderId.current = orderId;
    void (async () => {
      const read = await asStep('reading', () => effects.load(orderId, { returnStatus }));
      // Drop the bank's query, so a reload does not repeat its message.
      if (read !== null && returnStatus) router.replace(orderPaymentHref(orderId), { scroll: false });
    })();
  }, [orderId, returnStatus, isAuthenticated, effects, asStep, router]);

  const placeOrder = useCallback(
    async (input: CreateOrderInput): Promise<ServiceError | null> =>
      asStep('creating', () =>
        effects.place(input, (id) => {
          takenUpOrderId.current = id;
          router.replace(orderPaymentHref(id), { scroll: false });
        }),
      ),
    [effects, asStep, router],
  );

  const payFromWallet = useCallback(async () => {
    if (view.kind !== 'order') return;
    await asStep('paying', () => effects.payFromWallet(view.order));
  }, [view, effects, asStep]);

  /** The shortfall through a bank gateway; the bank sends the shopper back to this order. */
  const payShortfall = useCallback(
    async (gatewayId: number) => {
      if (view.kind !== 'order' || view.plan?.kind !== 'gateway') return;
      const { order, plan } = view;
      // The step stays 'redirecting' until the bank's page has replaced this one.
      await asStep(
        'paying',
        () => effects.payShortfall(order, plan.gatewayAmount, gatewayId),
        (outcome) => outcome === 'leaving',
      );
    },
    [view, effects, asStep],
  );

  /** A discount code on the Pending order, or off it; resolves to the code field's error. */
  const changeDiscount = useCallback(
    async (change: { kind: 'apply'; code: string } | { kind: 'remove' }): Promise<string | null> => {
      if (view.kind !== 'order' || view.order.status !== 'Pending') return null;
      const order = view.order;
      return asStep('discount', () => effects.changeDiscount(order, change));
    },
    [view, effects, asStep],
  );

  const reload = useCallback(
    (id: number) => void asStep('reading', () => effects.load(id, { returnStatus: null })),
    [effects, asStep],
  );

  /** An order from the list to pay now. */
  const openOrder = useCallback(
    (id: number) => {
      // A read under way does not drop the tap: the list's order is read after it.
      if (checkoutBusyOf(step) !== null) return;
      takenUpOrderId.current = id;
      reload(id);
      router.replace(orderPaymentHref(id), { scroll: false });
      window.scrollTo({ top: 0 });
    },
    [step, router, reload],
  );

  const retry = useCallback(() => {
    const id = view.kind === 'order' ? view.order.id : 'orderId' in view ? view.orderId : null;
    if (id !== null) reload(id);
  }, [view, reload]);

  const close = useCallback(() => {
    // Nothing closes while an order is being read, placed or paid.
    if (step !== null) return;
    takenUpOrderId.current = null;
    send({ type: 'closed' });
    router.replace('/cart', { scroll: false });
  }, [step, router]);

  // A link to plain /cart (the bottom nav, the header's back link) closes whatever order was open.
  const [urlOrderId, setUrlOrderId] = useState(orderId);
  if (orderId !== urlOrderId) {
    setUrlOrderId(orderId);
    // Nothing closes while an order is being placed or paid.
    if (orderId === null && step === null) send({ type: 'closed' });
  }

  return {
    view: shownView(view, orderId, signedOut),
    busy: checkoutBusyOf(step),
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
