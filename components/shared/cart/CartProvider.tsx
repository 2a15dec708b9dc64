'use client';
// The visitor's cart as the commerce service last reported it. The store keeps only the device id (docs/PRODUCT.md, State);
// the badge, the product page and the cart page read the cart from here. The cart itself is an RTK Query entry
// (store/api/cartApi.ts), whose module (and RTK Query with it) is fetched only once the visitor may have a cart:
// a first visit loads none of it.
// The context's value never changes: the components that read the cart take its state through
// useSyncExternalStore, and its actions stay the same functions. A context whose value changes makes React
// hydrate at once, in one task, every Suspense boundary below it still waiting to be hydrated in slices
// (docs/performance.md).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { getToken } from '@/services/session';
import type { Cart } from '@/services/types/commerce';
import { keepLastRead, mayHaveCart } from '@/store/api/cart-last-read';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { setDeviceId } from '@/store/slices/cartSlice';
import { loadCartApi, type CartApiModule } from './cart-api-module';

type CartState = {
  cart: Cart | null;
  /** True until the first answer (or failure) after the store has been restored. */
  loading: boolean;
  /** The last read failed (the service did not answer): what the cart holds is unknown, not empty. */
  readFailed: boolean;
};

type CartActions = {
  refresh: () => Promise<void>;
  /**
   * Takes a cart the service answered with (AddItem, RemoveItem…) and keeps its device id; settles once that cart
   * is the one read (never rejects).
   */
  applyCart: (cart: Cart | null) => Promise<void>;
};

type CartContextValue = CartState & CartActions;

/** The latest cart state, and who to tell when it changes. */
function cartStateStore(initial: CartState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: CartState) {
      if (next.cart === state.cart && next.loading === state.loading && next.readFailed === state.readFailed) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

type CartHandle = { state: ReturnType<typeof cartStateStore> } & CartActions;

const CartContext = createContext<CartHandle | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const deviceId = useAppSelector((state) => state.cart.deviceId);
  const rehydrated = useAppSelector((state) => state._persist?.rehydrated ?? false);
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const getUserLoading = useAppSelector((state) => state.auth.getUserLoading);
  // The device id is restored and the session known.
  const ready = rehydrated && !getUserLoading;
  const [api, setApi] = useState<CartApiModule | null>(null);
  const [moduleFailed, setModuleFailed] = useState(false);
  const needed = ready && (api !== null || mayHaveCart(deviceId));

  const adoptModule = useCallback((loaded: CartApiModule) => {
    setApi(loaded);
    setModuleFailed(false);
  }, []);

  useEffect(() => {
    if (!needed || api) return;
    let active = true;
    loadCartApi(dispatch).then(
      (loaded) => active && adoptModule(loaded),
      () => active && setModuleFailed(true),
    );
    return () => {
      active = false;
    };
  }, [needed, api, adoptModule, dispatch]);

  // Read the cart once the api is here, and again when the device id or the session changes.
  useEffect(() => {
    if (!api || !ready) return;
    const subscription = dispatch(api.cartApi.endpoints.cart.initiate(undefined, { forceRefetch: true }));
    return () => subscription.unsubscribe();
  }, [api, ready, deviceId, isAuthenticated, dispatch]);

  const selectCart = useMemo(() => api?.cartApi.endpoints.cart.select(), [api]);
  const entry = useAppSelector((state) => selectCart?.(state));

  const refresh = useCallback(async () => {
    try {
      const loaded = await loadCartApi(dispatch);
      adoptModule(loaded);
      await dispatch(loaded.cartApi.endpoints.cart.initiate(undefined, { subscribe: false, forceRefetch: true }));
    } catch {
      setModuleFailed(true);
    }
  }, [dispatch, adoptModule]);

  const applyCart = useCallback(
    (next: Cart | null) => {
      // The device id the next read goes with is the one this answer carries.
      keepLastRead(next, { deviceId: next?.deviceId || deviceId, token: getToken() });
      // A caller holding this function from before the api came takes the (already resolved) load. With the api
      // here the answer is put in the cart's place before the device id changes (and a read with it starts).
      const put = async () => {
        const loaded = api ?? (await loadCartApi(dispatch));
        await dispatch(loaded.cartAnswered(next));
        if (!api) adoptModule(loaded);
      };
      const done = put().catch(() => setModuleFailed(true));
      if (next?.deviceId && next.deviceId !== deviceId) dispatch(setDeviceId(next.deviceId));
      return done;
    },
    [api, deviceId, dispatch, adoptModule],
  );

  const cart = entry?.data ?? null;
  const readFailed = moduleFailed || Boolean(entry?.isError);
  const answered = entry !== undefined && (entry.data !== undefined || entry.isError);
  const loading = !ready || (needed && !moduleFailed && !answered);

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
    if (!rehydrated || !addsWaiting) return;
    let stop: (() => void) | null = null;
    let active = true;
    // Queued offline, the sender may be out of reach (no worker in control yet to answer from its precache):
    // it is fetched again when the connection is back.
    const load = () =>
      void import('./pending-adds').then(
        ({ sendPendingAdds }) => {
          removeEventListener('online', load);
          if (active && !stop) stop = sendPendingAdds(store, (next) => latestApplyCart.current(next));
        },
        () => undefined,
      );
    addEventListener('online', load);
    load();
    return () => {
      active = false;
      removeEventListener('online', load);
      stop?.();
    };
  }, [rehydrated, addsWaiting, store]);

  const [state] = useState(() => cartStateStore({ cart, loading, readFailed }));
  // Before paint, so a reader never shows a state older than this render's.
  useLayoutEffect(() => state.set({ cart, loading, readFailed }), [state, cart, loading, readFailed]);
  const latestRefresh = useRef(refresh);
  useLayoutEffect(() => {
    latestApplyCart.current = applyCart;
    latestRefresh.current = refresh;
  }, [applyCart, refresh]);
  const [handle] = useState<CartHandle>(() => ({
    state,
    refresh: () => latestRefresh.current(),
    applyCart: (next) => latestApplyCart.current(next),
  }));
  return <CartContext.Provider value={handle}>{children}</CartContext.Provider>;
}

function useCartHandle(): CartHandle {
  const handle = useContext(CartContext);
  if (!handle) throw new Error('useCart must be used inside CartProvider');
  return handle;
}

export function useCart(): CartContextValue {
  const handle = useCartHandle();
  const state = useSyncExternalStore(handle.state.subscribe, handle.state.get, handle.state.get);
  return useMemo(() => ({ ...state, refresh: handle.refresh, applyCart: handle.applyCart }), [state, handle]);
}

/**
 * One answer about the cart's state (the badge's "holds anything"), for a component that shows only that: it is
 * rendered again only when the answer changes, not each time the cart's state moves. `select` returns a value
 * that compares equal when nothing it reads has changed (a boolean, a number, the cart itself).
 */
export function useCartState<T>(select: (state: CartState) => T): T {
  const handle = useCartHandle();
  const read = () => select(handle.state.get());
  return useSyncExternalStore(handle.state.subscribe, read, read);
}

/**
 * The cart's actions alone, for a component that changes the cart but does not show it (the buying island): it is
 * not rendered again each time the cart's state moves (its first answer, a refresh).
 */
export function useCartActions(): CartActions {
  const handle = useCartHandle();
  return useMemo(() => ({ refresh: handle.refresh, applyCart: handle.applyCart }), [handle]);
}
