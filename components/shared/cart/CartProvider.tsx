'use client';
// The visitor's cart as the commerce service last reported it. The store keeps only the device id (docs/PRODUCT.md, State);
// the badge, the product page and the cart page read the cart from here and refresh it after each change.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CartReader } from '@/services/last-read-cart';
import { forgetLastReadCart, getToken } from '@/services/session';
import type { Cart } from '@/services/types/commerce';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { setDeviceId } from '@/store/slices/cartSlice';

type CartContextValue = {
  cart: Cart | null;
  /** True until the first answer (or failure) after the store has been restored. */
  loading: boolean;
  /** The last read failed (the service did not answer): what the cart holds is unknown, not empty. */
  readFailed: boolean;
  refresh: () => Promise<void>;
  /** Takes a cart the service answered with (AddItem, RemoveItem…) and keeps its device id. */
  applyCart: (cart: Cart | null) => void;
};

const CartContext = createContext<CartContextValue | null>(null);

/** Whether this visitor can have a cart at all: a device id from an earlier add, or a session. */
export function mayHaveCart(deviceId: string | null): boolean {
  return Boolean(deviceId || getToken());
}

/**
 * The visitor's cart, or null. With neither a device id nor a session there is no cart to read
 * (docs/contracts/commerce.md, Whose cart), so no call is made; otherwise the commerce service is loaded on
 * first use rather than with every page.
 */
async function readCurrentCart(deviceId: string | null): Promise<Cart | null> {
  if (!mayHaveCart(deviceId)) return null;
  const { getCurrentCart } = await import('@/services/commerce');
  return getCurrentCart(deviceId);
}

let lastKept = 0;

/**
 * Keeps each cart read (or answered after a change) for the cart page to show read-only when a later read
 * fails (services/last-read-cart.ts). Its code is fetched only when there are lines to keep; a later cart
 * overrides an earlier one still being saved.
 */
function keepLastRead(cart: Cart | null, reader: CartReader) {
  const kept = ++lastKept;
  if (!cart?.items.length) {
    forgetLastReadCart();
    return;
  }
  void import('@/services/last-read-cart')
    .then(({ saveLastReadCart }) => saveLastReadCart(cart, reader, () => kept === lastKept))
    .catch(() => undefined);
}

export function CartProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const deviceId = useAppSelector((state) => state.cart.deviceId);
  const rehydrated = useAppSelector((state) => state._persist?.rehydrated ?? false);
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const getUserLoading = useAppSelector((state) => state.auth.getUserLoading);
  const [cart, setCart] = useState<Cart | null>(null);
  const [loading, setLoading] = useState(true);
  const [readFailed, setReadFailed] = useState(false);
  const latestRequest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latestRequest.current;
    const reader = { deviceId, token: getToken() };
    try {
      const current = await readCurrentCart(deviceId);
      if (request === latestRequest.current) {
        setCart(current);
        setReadFailed(false);
        keepLastRead(current, reader);
      }
    } catch {
      // The badge keeps what it showed; the cart page shows the cart as last read, or says it could not be read.
      if (request === latestRequest.current) setReadFailed(true);
    } finally {
      if (request === latestRequest.current) setLoading(false);
    }
  }, [deviceId]);

  const applyCart = useCallback(
    (next: Cart | null) => {
      latestRequest.current += 1;
      setCart(next);
      setReadFailed(false);
      setLoading(false);
      if (next?.deviceId && next.deviceId !== deviceId) dispatch(setDeviceId(next.deviceId));
      // The device id the next read goes with is the one this answer carries.
      keepLastRead(next, { deviceId: next?.deviceId || deviceId, token: getToken() });
    },
    [deviceId, dispatch],
  );

  // Read the cart once the device id is restored and the session is known, and again when either changes.
  useEffect(() => {
    if (!rehydrated || getUserLoading) return;
    const request = ++latestRequest.current;
    const isLatest = () => request === latestRequest.current;
    const reader = { deviceId, token: getToken() };
    readCurrentCart(deviceId)
      .then((current) => {
        if (!isLatest()) return;
        setCart(current);
        setReadFailed(false);
        keepLastRead(current, reader);
      })
      .catch(() => {
        // The badge keeps what it showed; the cart page shows the cart as last read, or says it could not be read.
        if (isLatest()) setReadFailed(true);
      })
      .finally(() => {
        if (isLatest()) setLoading(false);
      });
  }, [rehydrated, getUserLoading, isAuthenticated, deviceId]);

  // A cart that could not be read is read again as soon as the connection is back.
  useEffect(() => {
    if (!readFailed) return;
    const again = () => void refresh();
    addEventListener('online', again);
    return () => removeEventListener('online', again);
  }, [readFailed, refresh]);

  // Adds made without a connection go once there is one; their sender is fetched only while some wait.
  const store = useAppStore();
  const addsWaiting = useAppSelector((state) => (state.cart.pendingAdds ?? []).length > 0);
  const latestApplyCart = useRef(applyCart);
  useEffect(() => {
    latestApplyCart.current = applyCart;
  }, [applyCart]);
  useEffect(() => {
    if (!rehydrated || !addsWaiting) return;
    let stop: (() => void) | null = null;
    let active = true;
    void import('./pending-adds').then(({ sendPendingAdds }) => {
      if (active) stop = sendPendingAdds(store, (next) => latestApplyCart.current(next));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [rehydrated, addsWaiting, store]);

  const value = useMemo(
    () => ({ cart, loading, readFailed, refresh, applyCart }),
    [cart, loading, readFailed, refresh, applyCart],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside CartProvider');
  return value;
}
