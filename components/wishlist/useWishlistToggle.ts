'use client';
// Whether a game is on the shopper's wishlist, and the toggle: asked (Wishlist/Exists) once the stored session is
// known, flipped at once on a press and taken back if the service refuses. One change at a time: a press while
// one is on its way is ignored. A visitor is asked to log in first, and the game is added once they have. A 401
// goes to the session expiry. A change refreshes the shopper's wishlist wherever it is shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnalyticsItem } from '@/lib/analytics/ecommerce';
import type { ServiceError, ServiceResult } from '@/services/types/common';
import { shopperDataChanged } from '@/store/api/shopper-events';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setLoginFormIsOpen } from '@/store/slices/authSlice';
import { showNotification } from '@/store/slices/notificationSlice';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';

// The commerce service (and axios) is loaded after the page is interactive, not with the product page.
const commerce = () => import('@/services/commerce');
type Commerce = Awaited<ReturnType<typeof commerce>>;

const UNREACHABLE: ServiceError = {
  kind: 'network',
  status: null,
  message: 'ارتباط با سرور برقرار نشد. دوباره تلاش کنید.',
};

const FAILED_CHANGE = {
  add: 'بازی به علاقه مندی ها اضافه نشد.',
  remove: 'بازی از علاقه مندی ها حذف نشد.',
};

/** One call of the commerce service, its failure as a value. */
async function attempt<T>(call: (service: Commerce) => Promise<T>): Promise<ServiceResult<T>> {
  let service: Commerce;
  try {
    service = await commerce();
  } catch {
    // The service's code itself could not be fetched (offline).
    return { ok: false, error: UNREACHABLE };
  }
  try {
    return { ok: true, data: await call(service) };
  } catch (failure) {
    return { ok: false, error: failure instanceof service.CommerceError ? failure.error : UNREACHABLE };
  }
}

/** What the page knows of the list for one user and game: the service's answer, or the change last made. */
type Known = { userId: number; productId: number; inList: boolean };

export function useWishlistToggle(productId: number, item?: AnalyticsItem | null) {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector((state) => state._persist?.rehydrated ?? false);
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const sessionChecking = useAppSelector((state) => state.auth.getUserLoading);
  const userId = useAppSelector((state) => state.auth.user?.id ?? null);
  const [known, setKnown] = useState<Known | null>(null);
  const [busy, setBusy] = useState(false);
  const [askedLogin, setAskedLogin] = useState(false);
  const expire = useSessionExpiry();
  // Read in handlers only: a change on its way, and how many changes were made (an older Exists answer loses to them).
  const inFlight = useRef(false);
  const changes = useRef(0);
  // The user and game whose state a change has already set: no Exists for them (it could overtake the change).
  const settledFor = useRef<string | null>(null);

  const signedIn = rehydrated && isAuthenticated && userId !== null;
  const knownHere = known !== null && known.userId === userId && known.productId === productId;
  const pressed = signedIn && knownHere ? known.inList : false;
  // Until the stored session and then the list are known, the heart may not show the truth yet.
  const checking = !rehydrated || sessionChecking || (signedIn && !knownHere);

  useEffect(() => {
    if (!signedIn || settledFor.current === `${userId}:${productId}`) return;
    let cancelled = false;
    const asked = changes.current;
    void attempt((service) => service.isInWishlist(productId)).then((answer) => {
      if (cancelled) return;
      // A refused session is the one failure to act on; otherwise the heart stays empty and a press still works.
      if (!answer.ok && expire(answer.error)) return;
      if (changes.current === asked) setKnown({ userId, productId, inList: answer.ok && answer.data });
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn, userId, productId, expire]);

  const change = useCallback(
    async (forUser: number, add: boolean, before: boolean) => {
      inFlight.current = true;
      changes.current += 1;
      settledFor.current = `${forUser}:${productId}`;
      setBusy(true);
      setKnown({ userId: forUser, productId, inList: add });
      const outcome = await attempt((service) =>
        add ? service.addToWishlist(productId) : service.removeFromWishlist(productId),
      );
      inFlight.current = false;
      setBusy(false);
      if (outcome.ok) {
        // A wishlist read for this shopper (another tab of the page, or one still on its way) reads again.
        dispatch(shopperDataChanged(['Wishlist']));
        if (add && item)
          void import('@/components/shared/analytics/report').then(({ reportAddToWishlist }) =>
            reportAddToWishlist(item),
          );
        return;
      }
      setKnown({ userId: forUser, productId, inList: before });
      if (!expire(outcome.error))
        dispatch(
          showNotification({
            status: 'error',
            message: `${FAILED_CHANGE[add ? 'add' : 'remove']} ${outcome.error.message}`,
          }),
        );
    },
    [productId, item, dispatch, expire],
  );

  const toggle = () => {
    // Pressed before the stored session is known, the heart could not tell a shopper from a visitor.
    if (inFlight.current || !rehydrated || sessionChecking) return;
    if (!signedIn || userId === null) {
      setAskedLogin(true);
      dispatch(setLoginFormIsOpen(true));
      return;
    }
    void change(userId, !pressed, pressed);
  };

  /** Logged in through the form this heart opened: the game goes on the list without another press. */
  const loggedIn = (user: { id: number }) => {
    dispatch(setLoginFormIsOpen(false));
    setAskedLogin(false);
    if (!inFlight.current) void change(user.id, true, false);
  };

  const cancelLogin = () => setAskedLogin(false);

  return { pressed, busy: busy || checking, askedLogin, toggle, loggedIn, cancelLogin };
}
