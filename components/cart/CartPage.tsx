'use client';
// /cart (سفارش های من): the order under way (if any), the cart with its totals and checkout, then the
// logged-in shopper's orders. The cart lives per device/token in the browser, so the page is a client island.
import { whenIdle } from '@/lib/when-idle';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { cartKnownEmpty } from '@/lib/cart-hint';
import type { UserProfile } from '@/services/types/identity';
import { PageHeading } from '@/components/ui/PageHeading';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { setLoginFormIsOpen, setLoginToContinueReserve } from '@/store/slices/authSlice';
import { CartSkeleton, CartUnreadable, EmptyCart, VisitorOrders } from './CartStates';
import { useCart } from '@/components/shared/cart/CartProvider';
import type { ReturnStatus } from './checkoutReducer';
import type { ContinueCheckout } from './CheckoutForm';
import type { Checkout, CheckoutControllerProps } from './CheckoutController';
import { OrderPaymentLoading } from './OrderPaymentLoading';
import { useOptimisticCart } from './useOptimisticCart';

// What only lines in the cart, an order, a signed-in shopper or a login needs is loaded when it is shown (the
// lines as soon as the cart is being read, beside that read; the next step's parts once the page is idle), so
// the cart paints with the script every page has.
const loadFilledCart = () => import('./FilledCart');
type FilledCartModule = Awaited<ReturnType<typeof loadFilledCart>>;
const loadOrderPayment = () => import('./OrderPayment');
const loadOrdersList = () => import('./OrdersList');
const loadLoginDialog = () => import('@/components/shared/login/LoginDialog');
// React's own lazy rather than next/dynamic, whose loader adds about 1.3 kB to the page's first load: these
// parts render only in the browser (the page's content is client-rendered below its Suspense boundary).
const OrderPayment = lazy(() => loadOrderPayment().then((module) => ({ default: module.OrderPayment })));
const OrdersList = lazy(() => loadOrdersList().then((module) => ({ default: module.OrdersList })));
const LoginDialog = lazy(() => loadLoginDialog().then((module) => ({ default: module.LoginDialog })));
// The checkout (an order's panel, placing and paying orders) once the page may need it (CheckoutController.tsx).
// Out of reach (offline without the service worker), the page keeps what it shows rather than failing whole.
const CheckoutController = lazy<ComponentType<CheckoutControllerProps>>(() =>
  import('./CheckoutController').then(
    (module) => ({ default: module.CheckoutController }),
    () => ({ default: () => null }),
  ),
);
// A cart that could not be read shows the one last read here, read-only; if even that script is out of reach
// (offline without the service worker), the plain notice.
const LastReadCart = lazy(() =>
  import('./LastReadCart').then(
    (module) => ({ default: module.LastReadCart }),
    () => ({ default: CartUnreadable }),
  ),
);

const noSubscription = () => () => {};
/** Read once per render from the browser's storage; unknown (false) on the server and during hydration. */
const knownEmptySnapshot = () => cartKnownEmpty(localStorage);

export type CartPageProps = {
  orderId: number | null;
  returnStatus: ReturnStatus | null;
  /** The page's header while an order is shown, given the order's title (the route sets the shell's override). */
  orderHeader?: (title: string) => ReactNode;
};

export function CartPage({ orderId, returnStatus, orderHeader }: CartPageProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const continueCheckout = useRef<ContinueCheckout | null>(null);
  const { isAuthenticated, getUserLoading, loginFormIsOpen } = useAppSelector((state) => state.auth);
  const { cart, loading, isPending, change } = useOptimisticCart();
  const deviceId = useAppSelector((state) => state.cart.deviceId);
  const { readFailed, refresh } = useCart();
  const items = cart?.items ?? [];
  const hasLines = items.length > 0;
  const changing = items.some((item) => isPending(item.id));
  // While the cart is read, a browser with no cart to read shows the empty cart at once, as the server's HTML
  // already did (lib/cart-hint.ts), instead of a skeleton between two empty carts.
  const storageSaysEmpty = useSyncExternalStore(noSubscription, knownEmptySnapshot, () => false);
  const knownEmpty = storageSaysEmpty && !deviceId;
  const showEmpty = !hasLines && (loading ? knownEmpty : !readFailed);

  // The lines' module is held in state rather than behind next/dynamic so that the section below appears in
  // the same commit as the lines, never under a skeleton they would then push down.
  const [filledCart, setFilledCart] = useState<FilledCartModule | null>(null);
  const needsLines = (loading && !knownEmpty) || hasLines;

  // The checkout is mounted once something may be ordered or paid here, and stays: an order placed empties the
  // cart but its panel goes on. Null until it has reported; until then no line, order or list that acts
  // through it is shown.
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [checkoutWanted, setCheckoutWanted] = useState(false);
  if (!checkoutWanted && (orderId !== null || needsLines || isAuthenticated)) setCheckoutWanted(true);
  useEffect(() => {
    if (!needsLines || filledCart) return;
    let current = true;
    void loadFilledCart().then((module) => current && setFilledCart(module));
    return () => {
      current = false;
    };
  }, [needsLines, filledCart]);
  const cartShown = !loading && (!hasLines || (filledCart !== null && checkout !== null));

  // Once the cart is on screen and the page is idle, what its next step may need: with lines, the order panel
  // and, for a visitor, the login that placing the order asks for; the orders list for a signed-in shopper. An
  // empty cart on a first visit fetches nothing: the login form brings the validation library and the HTTP
  // client, which that visit has not needed yet, so it is fetched when the shopper reaches for its button.
  useEffect(() => {
    if (!cartShown) return;
    return whenIdle(
      () =>
        void Promise.all([
          hasLines ? loadOrderPayment() : null,
          isAuthenticated ? loadOrdersList() : hasLines ? loadLoginDialog() : null,
        ]),
    );
  }, [cartShown, hasLines, isAuthenticated]);

  // Logged in through the form over the cart: when it was opened by 'ثبت سفارش', checkout goes on by itself.
  const loggedIn = (user: UserProfile) => {
    const { loginToContinueReserve } = store.getState().auth;
    dispatch(setLoginFormIsOpen(false));
    if (!loginToContinueReserve) return;
    dispatch(setLoginToContinueReserve(false));
    continueCheckout.current?.(user);
  };

  return (
    <div className="flex flex-col gap-5 px-4 pb-8">
      {checkoutWanted ? (
        <Suspense fallback={null}>
          <CheckoutController orderId={orderId} returnStatus={returnStatus} onChange={setCheckout} />
        </Suspense>
      ) : null}
      <div className="-mx-4">
        <PageHeading>سفارش های من</PageHeading>
      </div>

      {checkout && checkout.view.kind !== 'none' ? (
        <>
          {orderHeader?.(checkout.title)}
          <Suspense fallback={<OrderPaymentLoading />}>
            <OrderPayment
              view={checkout.view}
              busy={checkout.busy}
              error={checkout.error}
              notice={checkout.notice}
              onPayFromWallet={() => void checkout.payFromWallet()}
              onPayShortfall={(gatewayId) => void checkout.payShortfall(gatewayId)}
              onApplyDiscount={checkout.applyDiscount}
              onRemoveDiscount={checkout.removeDiscount}
              onRetry={checkout.retry}
              onClose={checkout.close}
              onLogin={() => dispatch(setLoginFormIsOpen(true))}
            />
          </Suspense>
        </>
      ) : null}

      <section aria-labelledby="cart-title" className="flex flex-col gap-3">
        <h2 id="cart-title" className="text-lg font-extrabold text-slate-900">
          سبد خرید
        </h2>
        {loading && !knownEmpty ? <CartSkeleton /> : null}
        {!loading && readFailed && !cart ? (
          <Suspense fallback={<CartSkeleton />}>
            <LastReadCart onRetry={() => void refresh()} />
          </Suspense>
        ) : null}
        {showEmpty ? <EmptyCart /> : null}
        {!loading && cart && hasLines ? (
          filledCart && checkout ? (
            <filledCart.FilledCart
              cart={cart}
              isPending={isPending}
              onChange={change}
              busy={checkout.busy !== null}
              disabled={changing}
              onPlaceOrder={checkout.placeOrder}
              continueRef={continueCheckout}
            />
          ) : (
            <CartSkeleton />
          )
        ) : null}
      </section>

      {/* Below the cart only once the cart is on screen (or known empty): its lines would otherwise push this down. */}
      {!cartShown && !knownEmpty ? null : isAuthenticated ? (
        // Each lazy part under its own boundary: one still loading never hides the page above it.
        checkout ? (
          <Suspense fallback={null}>
            <OrdersList onPay={checkout.openOrder} payDisabled={checkout.busy !== null} />
          </Suspense>
        ) : null
      ) : getUserLoading ? null : (
        <VisitorOrders
          onLoginIntent={() => void loadLoginDialog()}
          onLogin={() => dispatch(setLoginFormIsOpen(true))}
        />
      )}

      {loginFormIsOpen ? (
        <Suspense fallback={null}>
          <LoginDialog onLoggedIn={loggedIn} />
        </Suspense>
      ) : null}
    </div>
  );
}
