'use client';
// Checkout (CONTRACTS §10): the cart becomes an order (Order/Create), which is paid from the wallet
// (DepositReserve/ConfirmByDeposit) or, when the wallet is short, through a bank gateway for the shortfall
// (ReserveBankGateway/MakeToken) that brings the shopper back to /cart?order=<id>. The URL names the order
// under way, so a reload or the bank's return re-reads it (Order/Get) instead of trusting the query; the
// services pay an order once, and the page sends one request at a time.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { paymentPlan, type PaymentPlan } from '@/lib/shortfall';
import { clearCart, createOrder, getCurrentCart, getOrder } from '@/services/commerce';
import { GENERIC_ERROR_MESSAGE, ServiceFailure } from '@/services/errors';
import { confirmByDeposit, getBalance, makeReserveToken, paymentPageUrl } from '@/services/payment';
import { getToken } from '@/services/session';
import type { CreateOrderInput, Order } from '@/services/types/commerce';
import type { ServiceError } from '@/services/types/common';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fetchBalance } from '@/store/slices/authSlice';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { goToGateway } from '@/components/shared/payment/gatewayRedirect';
import { useCart } from '@/components/shared/cart/CartProvider';
import { cartStillHoldsOrder, isSettled, orderHref } from './orders';

export type CheckoutView =
  | { kind: 'none' }
  | { kind: 'loading'; orderId: number }
  | { kind: 'signedOut'; orderId: number }
  | { kind: 'missing'; orderId: number }
  /** The order could not be read; `retry` reads it again. */
  | { kind: 'failed'; orderId: number }
  /** A pending order carries its payment plan (null while the balance is unknown). */
  | { kind: 'order'; order: Order; plan: PaymentPlan | null };

export type CheckoutBusy = null | 'creating' | 'paying' | 'redirecting';

/** The gateway's outcome in the return URL: read for wording only, never for the order's state. */
export type ReturnStatus = 'success' | 'canceled' | 'failed';

export const checkoutMessages = {
  paid: 'پرداخت سفارش انجام شد. مشخصات اکانت‌ها در فهرست سفارش‌ها آماده است.',
  stillPendingCanceled: 'پرداخت لغو شد و مبلغی از حساب شما کم نشد. سفارش هنوز در انتظار پرداخت است.',
  stillPending: 'پرداخت این سفارش هنوز انجام نشده است.',
};

const noSubscription = () => () => {};

const errorOf = (error: unknown): ServiceError =>
  error instanceof ServiceFailure ? error.error : { kind: 'server', status: null, message: GENERIC_ERROR_MESSAGE };

export function useCheckout({ orderId, returnStatus }: { orderId: number | null; returnStatus: ReturnStatus | null }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const expire = useSessionExpiry();
  const { applyCart, refresh } = useCart();
  const deviceId = useAppSelector((state) => state.cart.deviceId);
  const { isAuthenticated, getUserLoading, user } = useAppSelector((state) => state.auth);
  const [view, setView] = useState<CheckoutView>({ kind: 'none' });
  const [busy, setBusy] = useState<CheckoutBusy>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Bumped whenever an order appears or changes, so the orders list reads page one again.
  const [ordersVersion, setOrdersVersion] = useState(0);
  // One request at a time, whatever the buttons' state: a double click or a second tab's render sends once.
  const inFlight = useRef(false);
  // The order the URL names that this page has already read (or created), so a URL update reads nothing twice.
  const handledOrderId = useRef<number | null>(null);

  const username = user?.userName ?? '';
  // Whether a token is stored: unknown (null) on the server and during hydration, read afresh on every render.
  const hasToken = useSyncExternalStore(noSubscription, () => getToken() !== null, () => null);
  const signedOut = !isAuthenticated && !getUserLoading && hasToken === false;

  /** A paid order: fresh balance, the cart emptied where the service has not, the list read again. */
  const settle = useCallback(
    async (order: Order) => {
      void dispatch(fetchBalance());
      setOrdersVersion((version) => version + 1);
      try {
        const current = await getCurrentCart(deviceId);
        applyCart(cartStillHoldsOrder(current, order) ? await clearCart(deviceId) : current);
      } catch {
        // The cart shows what it last had; the order is paid either way.
      }
    },
    [dispatch, deviceId, applyCart],
  );

  /** Shows an order: its payment plan while pending, the result once paid. */
  const show = useCallback(
    async (order: Order, options: { justPaid: boolean }) => {
      if (order.status !== 'Pending') {
        setView({ kind: 'order', order, plan: null });
        if (isSettled(order.status)) {
          if (options.justPaid) await settle(order);
          setNotice(checkoutMessages.paid);
        }
        return;
      }
      const balance = await getBalance();
      if (!balance.ok) {
        if (!expire(balance.error)) setError(balance.error.message);
        setView({ kind: 'order', order, plan: null });
        return;
      }
      setView({ kind: 'order', order, plan: paymentPlan(order.payableAmount, balance.data.amount) });
    },
    [expire, settle],
  );

  const load = useCallback(
    async (id: number, options: { justPaid: boolean; status: ReturnStatus | null }) => {
      setView({ kind: 'loading', orderId: id });
      setError(null);
      setNotice(null);
      try {
        const order = await getOrder(id);
        if (order.status === 'Pending' && options.status) {
          setNotice(options.status === 'canceled' ? checkoutMessages.stillPendingCanceled : checkoutMessages.stillPending);
        }
        await show(order, options);
      } catch (failure) {
        const serviceError = errorOf(failure);
        if (serviceError.kind === 'notFound') setView({ kind: 'missing', orderId: id });
        else {
          setView({ kind: 'failed', orderId: id });
          if (!expire(serviceError)) setError(serviceError.message);
        }
      }
    },
    [show, expire],
  );

  // The order the URL names, once the session is known: a reload, the bank's return, an old order to pay.
  useEffect(() => {
    if (orderId === null) {
      handledOrderId.current = null;
      return;
    }
    if (!isAuthenticated || handledOrderId.current === orderId) return;
    handledOrderId.current = orderId;
    void (async () => {
      inFlight.current = true;
      try {
        await load(orderId, { justPaid: returnStatus === 'success', status: returnStatus });
      } finally {
        inFlight.current = false;
      }
      // Drop the bank's query, so a reload does not repeat its message.
      if (returnStatus) router.replace(orderHref(orderId), { scroll: false });
    })();
  }, [orderId, returnStatus, isAuthenticated, load, router]);

  const pay = useCallback(
    async (order: Order) => {
      setBusy('paying');
      const paid = await confirmByDeposit({ reserveId: order.id, username });
      if (!paid.ok) {
        if (expire(paid.error)) return;
        setError(paid.error.message);
        // Short after all (the balance changed meanwhile): show the shortfall as it is now.
        await show(await getOrder(order.id), { justPaid: false });
        return;
      }
      await show(await getOrder(order.id), { justPaid: true });
    },
    [username, expire, show],
  );

  /** Order/Create, then pay from the wallet when it covers the order; returns an error for the form. */
  const placeOrder = useCallback(
    async (input: CreateOrderInput): Promise<ServiceError | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy('creating');
      setError(null);
      setNotice(null);
      let createdId: number | null = null;
      try {
        const created = await createOrder(input, deviceId);
        createdId = created.id;
        handledOrderId.current = created.id;
        router.replace(orderHref(created.id), { scroll: false });
        // The service moved the cart's lines into the order: the cart and its badge follow.
        void refresh();
        setOrdersVersion((version) => version + 1);
        setView({ kind: 'loading', orderId: created.id });
        const order = await getOrder(created.id);
        const balance = await getBalance();
        if (!balance.ok) {
          if (!expire(balance.error)) setError(balance.error.message);
          setView({ kind: 'order', order, plan: null });
          return null;
        }
        const plan = paymentPlan(order.payableAmount, balance.data.amount);
        if (plan.kind === 'wallet') await pay(order);
        else setView({ kind: 'order', order, plan });
        return null;
      } catch (failure) {
        const serviceError = errorOf(failure);
        if (expire(serviceError)) return null;
        if (createdId === null) return serviceError;
        // The order exists and can be paid later: say what failed and offer to read it again.
        setView({ kind: 'failed', orderId: createdId });
        setError(serviceError.message);
        return null;
      } finally {
        inFlight.current = false;
        setBusy(null);
      }
    },
    [deviceId, router, refresh, expire, pay],
  );

  const payFromWallet = useCallback(async () => {
    if (view.kind !== 'order' || inFlight.current) return;
    inFlight.current = true;
    setError(null);
    try {
      await pay(view.order);
    } catch (failure) {
      const serviceError = errorOf(failure);
      if (!expire(serviceError)) setError(serviceError.message);
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  }, [view, pay, expire]);

  /** The shortfall through a bank gateway; the bank sends the shopper back to this order. */
  const payShortfall = useCallback(
    async (gatewayId: number) => {
      if (view.kind !== 'order' || view.plan?.kind !== 'gateway' || inFlight.current) return;
      inFlight.current = true;
      setBusy('paying');
      setError(null);
      const token = await makeReserveToken({
        gatewayId,
        amount: view.plan.gatewayAmount,
        callBackUrl: `${window.location.origin}${orderHref(view.order.id)}`,
        reserveId: view.order.id,
      });
      if (!token.ok) {
        if (!expire(token.error)) setError(token.error.message);
        inFlight.current = false;
        setBusy(null);
        return;
      }
      // Stays in flight until the bank's page has replaced this one.
      setBusy('redirecting');
      goToGateway(paymentPageUrl(token.data.tokenId));
    },
    [view, expire],
  );

  /** An order from the list (or the URL) to pay now. */
  const openOrder = useCallback(
    (id: number) => {
      if (inFlight.current) return;
      handledOrderId.current = id;
      router.replace(orderHref(id), { scroll: false });
      window.scrollTo({ top: 0 });
      inFlight.current = true;
      void load(id, { justPaid: false, status: null }).finally(() => {
        inFlight.current = false;
      });
    },
    [router, load],
  );

  const retry = useCallback(() => {
    const id = view.kind === 'order' ? view.order.id : 'orderId' in view ? view.orderId : null;
    if (id === null || inFlight.current) return;
    inFlight.current = true;
    void load(id, { justPaid: false, status: null }).finally(() => {
      inFlight.current = false;
    });
  }, [view, load]);

  const close = useCallback(() => {
    if (inFlight.current) return;
    handledOrderId.current = null;
    setView({ kind: 'none' });
    setError(null);
    setNotice(null);
    router.replace('/cart', { scroll: false });
  }, [router]);

  // A link to plain /cart (the bottom nav) closes whatever order was open.
  const [urlOrderId, setUrlOrderId] = useState(orderId);
  if (orderId !== urlOrderId) {
    setUrlOrderId(orderId);
    if (orderId === null && busy === null) setView({ kind: 'none' });
  }
  // A visitor is asked to log in before an order is read.
  const shownView: CheckoutView = orderId !== null && signedOut ? { kind: 'signedOut', orderId } : view;

  return {
    view: shownView,
    busy,
    error,
    notice,
    ordersVersion,
    username,
    placeOrder,
    payFromWallet,
    payShortfall,
    openOrder,
    retry,
    close,
  };
}
