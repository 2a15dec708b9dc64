'use client';
// Cart changes from the cart page: shown at once, sent one after another (each answer is the whole cart),
// corrected from every answer, and dropped with a toast when the service refuses. The changes on their way are
// kept in the store (store/slices/cartChangesSlice.ts) and shown on top of the provider's cart, which takes each
// answer, so the bottom nav's badge follows the service. A change resolves to whether the service took it.
import { useCallback, useEffect, useRef } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@/services/messages';
import type { Cart } from '@/services/types/commerce';
import { CART_QUANTITY_MIN } from '@/lib/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showNotification } from '@/store/slices/notificationSlice';
import {
  cartChangeEnded,
  cartChangeStarted,
  selectPendingCartChanges,
  type CartChange,
  type CartChangeKind,
} from '@/store/slices/cartChangesSlice';
import { useCart } from '@/components/shared/cart/CartProvider';
import { isLinePending, visibleCart } from './optimistic-cart';

/** The commerce service, loaded with the first change rather than with the page: its HTTP client is not needed to paint. */
const commerce = () => import('@/services/commerce');

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE);

/** Thrown by a change that got part of the way: carries the cart the service last answered. */
class PartlyDone extends Error {
  constructor(
    readonly reason: unknown,
    readonly cart: Cart | null,
  ) {
    super(messageOf(reason));
  }
}

export function useOptimisticCart() {
  const dispatch = useAppDispatch();
  const deviceId = useAppSelector((state) => state.cart.deviceId);
  const { cart, loading, applyCart } = useCart();
  const pending = useAppSelector(selectPendingCartChanges);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // What the queued calls work from: the latest answer and device id, not those of the render that queued them.
  const latest = useRef({ cart, deviceId });

  useEffect(() => {
    latest.current = { cart, deviceId };
  }, [cart, deviceId]);

  const perform = useCallback(async (change: CartChange): Promise<Cart | null> => {
    const { deviceId: device } = latest.current;
    const line = latest.current.cart?.items.find((item) => item.id === change.itemId);
    // The line went away meanwhile (another change removed it): nothing to send.
    if (!line) return latest.current.cart;
    if (change.kind === 'increase')
      return (await commerce()).addItem({ variantId: line.variantId, quantity: 1 }, device);
    if (change.kind === 'decrease') {
      return line.quantity > CART_QUANTITY_MIN ? (await commerce()).removeItem(line.id, device) : latest.current.cart;
    }
    // RemoveItem takes one at a time; the line goes when its last one does.
    let current: Cart | null = latest.current.cart;
    let remaining = line.quantity;
    while (remaining > 0) {
      try {
        current = await (await commerce()).removeItem(line.id, device);
      } catch (error) {
        throw remaining === line.quantity ? error : new PartlyDone(error, current);
      }
      remaining = current?.items.find((item) => item.id === line.id)?.quantity ?? 0;
    }
    return current;
  }, []);

  const change = useCallback(
    (kind: CartChangeKind, itemId: number): Promise<boolean> => {
      const { payload: started } = dispatch(cartChangeStarted(kind, itemId));
      const done = queue.current.then(async () => {
        // The answer takes the change's place in one step: the cart is put first, then the change leaves.
        const settle = async (answer: Cart | null) => {
          latest.current = { ...latest.current, cart: answer };
          await applyCart(answer);
        };
        try {
          await settle(await perform(started));
          return true;
        } catch (error) {
          if (error instanceof PartlyDone) await settle(error.cart);
          dispatch(showNotification({ status: 'error', message: messageOf(error) }));
          return false;
        } finally {
          dispatch(cartChangeEnded(started.id));
        }
      });
      queue.current = done;
      return done;
    },
    [perform, applyCart, dispatch],
  );

  return {
    cart: visibleCart(cart, pending),
    loading,
    isPending: (itemId: number) => isLinePending(pending, itemId),
    change,
  };
}
