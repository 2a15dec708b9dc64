'use client';
// The heart on the product page: puts the game on the shopper's wishlist or takes it off (useWishlistToggle). A
// visitor gets the login form, this heart's own: it is rendered only while this heart asked for it, so another
// feature on the page that opens the shared form never opens this one, nor this heart theirs.
import { lazy, Suspense } from 'react';
import { HeartIcon } from '@/components/ui/icons';
import type { AnalyticsItem } from '@/lib/analytics/ecommerce';
import { useWishlistToggle } from './useWishlistToggle';

// The form (and the identity service under it) is fetched on the first press of a visitor only.
const LoginDialog = lazy(() =>
  import('@/components/shared/login/LoginDialog').then((module) => ({ default: module.LoginDialog })),
);

const ADD_LABEL = 'افزودن به علاقه مندی ها';
const REMOVE_LABEL = 'حذف از علاقه مندی ها';

/** `item`: the game as analytics names it (its cheapest variant), for add_to_wishlist. */
export function WishlistToggle({ productId, item }: { productId: number; item?: AnalyticsItem | null }) {
  const { pressed, busy, askedLogin, toggle, loggedIn, cancelLogin } = useWishlistToggle(productId, item);
  return (
    <>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={pressed ? REMOVE_LABEL : ADD_LABEL}
        aria-busy={busy || undefined}
        onClick={toggle}
        className={`grid size-11 place-items-center rounded-full bg-white shadow-md ring-1 ring-slate-200 transition-colors hover:bg-slate-50 ${
          pressed ? 'text-red-600' : 'text-slate-600'
        }`}
      >
        <HeartIcon filled={pressed} />
      </button>
      {askedLogin ? (
        <Suspense fallback={null}>
          <LoginDialog title="ورود برای افزودن به علاقه مندی ها" onLoggedIn={loggedIn} onCancel={cancelLogin} />
        </Suspense>
      ) : null}
    </>
  );
}
