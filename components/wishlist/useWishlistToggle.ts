'use client';
// Whether a game is on the shopper's wishlist, and the toggle, through the shopper api (store/api/wishlistHeartApi.ts):
// Exists is asked once the stored session is known; a press flips the heart at once and the api takes it back if the
// service refuses; a press while a change is on its way is ignored (the api checks). A visitor is asked to log in
// first, and the game is added once they have. A 401 goes to the session expiry. A change has the shopper's
// wishlist read again wherever it is shown (the Wishlist tag).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AnalyticsItem } from '@/lib/analytics/ecommerce';
import { loadShopperModule } from '@/store/api/shopper-events';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setLoginFormIsOpen } from '@/store/slices/authSlice';
import { showNotification } from '@/store/slices/notificationSlice';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';

// The api (RTK Query, the commerce service and axios) is loaded after the page is interactive, not with the product page.
const loadApi = () => import('@/store/api/wishlistHeartApi');
type Api = Awaited<ReturnType<typeof loadApi>>;

const FAILED_CHANGE = {
  add: 'بازی به علاقه مندی ها اضافه نشد.',
  remove: 'بازی از علاقه مندی ها حذف نشد.',
};

export function useWishlistToggle(productId: number, item?: AnalyticsItem | null) {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector((state) => state._persist?.rehydrated ?? false);
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const sessionChecking = useAppSelector((state) => state.auth.getUserLoading);
  const userId = useAppSelector((state) => state.auth.user?.id ?? null);
  const [api, setApi] = useState<Api | null>(null);
  const [askedLogin, setAskedLogin] = useState(false);
  const expire = useSessionExpiry();

  const signedIn = rehydrated && isAuthenticated && userId !== null;

  // Subscribed to Exists while signed in, as a query hook would be; a new session subscribes afresh.
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    let subscription: { unsubscribe: () => void } | null = null;
    loadShopperModule(loadApi, dispatch)
      .then((loaded) => {
        if (!live) return;
        setApi(loaded);
        subscription = dispatch(loaded.wishlistHeartApi.endpoints.inWishlist.initiate(productId));
      })
      .catch(() => {
        // Not knowing leaves the heart empty; a press still works.
      });
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
  }, [signedIn, userId, productId, dispatch]);

  const selectExists = useMemo(() => api?.wishlistHeartApi.endpoints.inWishlist.select(productId), [api, productId]);
  const exists = useAppSelector((state) => (signedIn ? selectExists?.(state) : undefined));
  const existsFailure = useAppSelector((state) =>
    signedIn && api ? api.selectInWishlistFailure(state, productId) : null,
  );
  const changing = useAppSelector((state) => (api ? api.selectWishlistChangeUnderWay(state, productId) : false));
  // A refused session is the one failure of Exists to act on; otherwise the heart stays empty and a press still works.
  // The logout it leads to ends the subscription above (no longer signed in), so Exists is not asked again.
  useEffect(() => {
    if (existsFailure) expire(existsFailure);
  }, [existsFailure, expire]);

  const known = exists?.data !== undefined || exists?.isError === true;
  const pressed = signedIn && exists?.data === true;
  // Until the stored session and then the list are known, the heart may not show the truth yet.
  const checking = !rehydrated || sessionChecking || (signedIn && !known);

  const change = useCallback(
    async (add: boolean) => {
      const loaded = await loadShopperModule(loadApi, dispatch);
      setApi(loaded);
      const request = dispatch(loaded.changeWishlist({ productId, add }));
      if (!request) return;
      const refusal = await request;
      if (!refusal) {
        if (add && item)
          void import('@/components/shared/analytics/late').then(({ reportAddToWishlist }) =>
            reportAddToWishlist(item),
          );
        return;
      }
      if (!expire(refusal))
        dispatch(
          showNotification({ status: 'error', message: `${FAILED_CHANGE[add ? 'add' : 'remove']} ${refusal.message}` }),
        );
    },
    [productId, item, dispatch, expire],
  );

  const toggle = () => {
    // Pressed before the stored session is known, the heart could not tell a shopper from a visitor.
    if (changing || !rehydrated || sessionChecking) return;
    if (!signedIn) {
      setAskedLogin(true);
      dispatch(setLoginFormIsOpen(true));
      return;
    }
    void change(!pressed);
  };

  /** Logged in through the form this heart opened: the game goes on the list without another press. */
  const loggedIn = () => {
    dispatch(setLoginFormIsOpen(false));
    setAskedLogin(false);
    void change(true);
  };

  const cancelLogin = () => setAskedLogin(false);

  return { pressed, busy: changing || checking, askedLogin, toggle, loggedIn, cancelLogin };
}
