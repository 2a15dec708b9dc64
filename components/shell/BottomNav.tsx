'use client';
// The four tabs of docs/PRODUCT.md, Bottom nav. The cart tab's badge reads '9+' whenever the cart holds anything.
// Unlike the shop's other links (IntentLink), the tabs prefetch their pages as soon as they are shown: they are on
// screen on every page and the likeliest next tap, and waiting for the finger made that tap 330-430 ms slower on slow
// 4G (docs/performance.md, "Prefetching on intent"). A visitor's profile tab is the exception: /login's page brings
// the login form with its validation and HTTP client, which every first visit would otherwise download.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentType } from 'react';
import { CART_BADGE_TEXT } from '@/lib/constants';
import { normalisePathname } from '@/lib/layout-rules';
import { useAppSelector } from '@/store/hooks';
import { useCartState } from '@/components/shared/cart/CartProvider';
import { IntentLink } from '@/components/shared/IntentLink';
import { CartIcon, CategoriesIcon, StoreIcon, UserIcon } from '@/components/ui/icons';

type Tab = { label: string; href: string; icon: ComponentType<{ size?: number }>; matches: (path: string) => boolean };

const tabClass = (active: boolean) =>
  `relative flex flex-1 flex-col items-center gap-1 rounded-xl py-2 text-[11px] leading-4 font-medium ${
    active ? 'text-brand-600' : 'text-slate-500 hover:text-slate-800'
  }`;

export function BottomNav() {
  const pathname = normalisePathname(usePathname() ?? '/');
  // Each answer on its own, so that the store's restore and the cart's first answer render the bar again only when
  // they change what it shows.
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const getUserLoading = useAppSelector((state) => state.auth.getUserLoading);
  const showBadge = useCartState((state) => (state.cart?.totalQuantity ?? 0) > 0);
  const ProfileLink = isAuthenticated ? Link : IntentLink;

  const tabs: Tab[] = [
    { label: 'فروشگاه', href: '/', icon: StoreIcon, matches: (path) => path === '/' },
    { label: 'دسته بندی ها', href: '/products', icon: CategoriesIcon, matches: (path) => path === '/products' },
    { label: 'سفارش های من', href: '/cart', icon: CartIcon, matches: (path) => path === '/cart' },
  ];

  return (
    <nav
      aria-label="منوی پایین"
      className="fixed inset-x-0 bottom-0 z-30 mx-auto w-full max-w-lg border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      {/* Four fixed columns and the height of a whole tab, so that a first paint of half-read HTML (the stream cut
          after two tabs, or before the labels) draws the bar where it stays: a flex row would widen the tabs it
          had and the bar would grow upwards as the rest came (layout-shift.spec.ts). */}
      <ul className="grid min-h-15 grid-cols-4 px-2">
        {tabs.map(({ label, href, icon: TabIcon, matches }) => {
          const active = matches(pathname);
          return (
            <li key={href} className="flex">
              <Link
                href={href}
                // The page on screen is not fetched again for a tap on its own tab (on `/`, 16 kB of flight data).
                prefetch={active ? false : undefined}
                aria-current={active ? 'page' : undefined}
                aria-describedby={href === '/cart' && showBadge ? 'cart-badge-description' : undefined}
                className={tabClass(active)}
              >
                <span className="relative">
                  <TabIcon size={24} />
                  {href === '/cart' && showBadge ? (
                    // docs/PRODUCT.md, Bottom nav: the badge text is always '9+', whatever the count.
                    <span
                      aria-hidden="true"
                      data-testid="cart-badge"
                      className="absolute -end-3 -top-2 rounded-full bg-red-600 px-1 text-[10px] leading-4 font-bold text-white"
                      dir="ltr"
                    >
                      {CART_BADGE_TEXT}
                    </span>
                  ) : null}
                </span>
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
        <li className="flex">
          {getUserLoading ? (
            <span className={tabClass(false)} data-testid="profile-tab-skeleton" aria-busy="true">
              <span className="size-6 animate-pulse rounded-full bg-slate-200" />
              <span className="h-3 w-10 animate-pulse rounded bg-slate-200" />
              <span className="sr-only">در حال بارگذاری پروفایل</span>
            </span>
          ) : (
            <ProfileLink
              href={isAuthenticated ? '/profile' : '/login'}
              aria-current={pathname === '/profile' ? 'page' : undefined}
              className={tabClass(pathname === '/profile')}
            >
              <UserIcon size={24} />
              <span>پروفایل</span>
            </ProfileLink>
          )}
        </li>
      </ul>
      {showBadge ? (
        <span id="cart-badge-description" className="sr-only">
          سبد خرید شما کالا دارد
        </span>
      ) : null}
    </nav>
  );
}
