'use client';
// What the visitor's cart holds of one product, and the add and remove the buying island offers: read once the
// stored device id (or the session) is known, changed one press at a time, each change reported to analytics.
import { useEffect, useMemo, useState } from 'react';
import type { ProductFacts } from '@/lib/analytics/ecommerce';
import type { Cart, CartLine } from '@/services/types/commerce';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showNotification } from '@/store/slices/notificationSlice';
import { queueAdd } from '@/store/slices/cartSlice';
import { runProductCartChange, selectProductCartChanging } from '@/store/slices/productCartSlice';
import { useCartActions } from '@/components/shared/cart/CartProvider';
import { loadCartApi, type CartApiModule } from '@/components/shared/cart/cart-api-module';
import { mayHaveCart } from '@/store/api/cart-last-read';
import { QUEUED_MESSAGE } from '@/components/shared/cart/pending-add-messages';
import type { PurchaseOption } from './purchase-options';

// The commerce service (and axios) is loaded with the first change, not with the product page; the lines are read
// through the cart's api (store/api/cartApi.ts), loaded only for a visitor who may have a cart.
const commerce = () => import('@/services/commerce');
// Background Sync for an add queued offline, where the browser has it: fetched only then.
const requestSync = () => import('@/components/shared/cart/request-pending-adds-sync');
// Analytics' reports (docs/analytics.md), fetched with the first change.
const analytics = () => import('@/components/shared/analytics/late');

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'ارتباط با سرور برقرار نشد. دوباره تلاش کنید.';

const NO_LINES: CartLine[] = [];

export function useProductCart(productId: number, facts?: ProductFacts) {
  const dispatch = useAppDispatch();
  const deviceId = useAppSelector((state) => state.cart.deviceId);
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const { applyCart } = useCartActions();
  const [api, setApi] = useState<CartApiModule | null>(null);
  const busy = useAppSelector((state) => selectProductCartChanging(state, productId));
  // A first visit has no cart, so neither the read nor its api (RTK Query, the commerce service) is needed yet.
  // Selected as one answer, so that the stored state's arrival re-renders the island only when it changes it.
  const mayHaveLines = useAppSelector(
    (state) => (state._persist?.rehydrated ?? false) && mayHaveCart(state.cart.deviceId),
  );

  useEffect(() => {
    if (!mayHaveLines || api) return;
    let active = true;
    loadCartApi(dispatch).then(
      (loaded) => active && setApi(loaded),
      // The add button still works; the stepper appears after the first change.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [mayHaveLines, api, dispatch]);

  // Read once the api is here, and again when the device id or the session changes.
  useEffect(() => {
    if (!api || !mayHaveLines) return;
    const subscription = dispatch(api.cartApi.endpoints.productLines.initiate(productId, { forceRefetch: true }));
    return () => subscription.unsubscribe();
  }, [api, mayHaveLines, productId, deviceId, isAuthenticated, dispatch]);

  const selectLines = useMemo(() => api?.cartApi.endpoints.productLines.select(productId), [api, productId]);
  const lines = useAppSelector((state) => selectLines?.(state).data) ?? NO_LINES;

  // After a logout with no device id there is no cart any more: what was read for the session is not shown.
  const lineOf = (variantId: number | undefined) =>
    (mayHaveCart(deviceId) ? lines : NO_LINES).find((candidate) => candidate.variantId === variantId);

  const keepCart = (cart: Cart | null) => {
    applyCart(cart);
    const put = (loaded: CartApiModule) => {
      void dispatch(loaded.productLinesAnswered(productId, cart));
      setApi(loaded);
    };
    if (api) put(api);
    else void loadCartApi(dispatch).then(put, () => undefined);
  };

  /** A change of the cart, then (done) its report to analytics; none while another of this product's runs. */
  const run = async (
    change: () => Promise<Cart | null>,
    event: 'add_to_cart' | 'remove_from_cart',
    option: PurchaseOption,
  ) => {
    try {
      const ran = await dispatch(
        runProductCartChange(productId, () => {
          // The stepper's api comes while the change is under way: a first add has not loaded it yet.
          void loadCartApi(dispatch).catch(() => undefined);
          return change();
        }),
      );
      if (!ran) return;
      keepCart(ran.answer);
      void analytics().then(({ reportVariantChange }) => reportVariantChange(event, facts, option));
    } catch (error) {
      dispatch(showNotification({ status: 'error', message: messageOf(error) }));
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
