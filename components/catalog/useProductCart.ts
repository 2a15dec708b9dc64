'use client';
// What the visitor's cart holds of one product, and the add and remove the buying island offers: read once the
// stored device id (or the session) is known, changed one press at a time, each change reported to analytics.
import { useEffect, useState } from 'react';
import type { ProductFacts } from '@/lib/analytics/ecommerce';
import type { Cart, CartLine } from '@/services/types/commerce';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showNotification } from '@/store/slices/notificationSlice';
import { queueAdd } from '@/store/slices/cartSlice';
import { useCart } from '@/components/shared/cart/CartProvider';
import { mayHaveCart } from '@/store/api/cart-last-read';
import { QUEUED_MESSAGE } from '@/components/shared/cart/pending-add-messages';
import type { PurchaseOption } from './purchase-options';

// The commerce service (and axios) is loaded after the page is interactive, not with the product page.
const commerce = () => import('@/services/commerce');
// Background Sync for an add queued offline, where the browser has it: fetched only then.
const requestSync = () => import('@/components/shared/cart/request-pending-adds-sync');
// Analytics' reports (docs/analytics.md), fetched with the first change.
const analytics = () => import('@/components/shared/analytics/report');

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'ارتباط با سرور برقرار نشد. دوباره تلاش کنید.';

export function useProductCart(productId: number, facts?: ProductFacts) {
  const dispatch = useAppDispatch();
  const deviceId = useAppSelector((state) => state.cart.deviceId);
  const rehydrated = useAppSelector((state) => state._persist?.rehydrated ?? false);
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const { applyCart } = useCart();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // A first visit has no cart, so neither the call nor the commerce service (and axios) is needed yet.
    if (!rehydrated || !mayHaveCart(deviceId)) return;
    let cancelled = false;
    commerce()
      .then(({ getCartByProductId }) => getCartByProductId(productId, deviceId))
      .then((cart) => {
        if (!cancelled) setLines(cart?.items ?? []);
      })
      .catch(() => {
        // The add button still works; the stepper appears after the first change.
      });
    return () => {
      cancelled = true;
    };
  }, [productId, deviceId, rehydrated, isAuthenticated]);

  // After a logout with no device id there is no cart any more: what was read for the session is not shown.
  const lineOf = (variantId: number | undefined) =>
    (mayHaveCart(deviceId) ? lines : []).find((candidate) => candidate.variantId === variantId);

  const keepCart = (cart: Cart | null) => {
    applyCart(cart);
    setLines((cart?.items ?? []).filter((item) => item.variant.product.id === productId));
  };

  /** A change of the cart, then (done) its report to analytics. */
  const run = async (
    change: () => Promise<Cart | null>,
    event: 'add_to_cart' | 'remove_from_cart',
    option: PurchaseOption,
  ) => {
    if (busy) return;
    setBusy(true);
    try {
      keepCart(await change());
      void analytics().then(({ reportVariantChange }) => reportVariantChange(event, facts, option));
    } catch (error) {
      dispatch(showNotification({ status: 'error', message: messageOf(error) }));
    } finally {
      setBusy(false);
    }
  };

  // Without a connection an add waits in the store and goes when the connection is back (components/shared/cart/pending-adds.ts,
  // which reports it to analytics once sent).
  const add = (option: PurchaseOption) => {
    const variantId = option.item.id;
    if (!navigator.onLine) {
      dispatch(queueAdd(variantId));
      dispatch(showNotification({ status: 'success', message: QUEUED_MESSAGE }));
      // Without a worker in control there is no sync to ask for, and no precache to fetch its script from.
      if (navigator.serviceWorker?.controller) {
        void requestSync()
          .then(({ requestPendingAddsSync }) => requestPendingAddsSync())
          .catch(() => undefined);
      }
      return;
    }
    void run(async () => (await commerce()).addItem({ variantId, quantity: 1 }, deviceId), 'add_to_cart', option);
  };

  const remove = (line: CartLine, option: PurchaseOption) =>
    run(async () => (await commerce()).removeItem(line.id, deviceId), 'remove_from_cart', option);

  return { busy, lineOf, add, remove };
}
