'use client';
// /profile: who is logged in, the wallet balance, the way to every account screen, the light or dark look, and logout.
import { useRouter } from 'next/navigation';
import type { ComponentType } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { toPersianDigits } from '@/lib/digits';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logout } from '@/store/slices/authSlice';
import { ColorSchemeSwitch } from '@/components/shared/ColorSchemeSwitch';
import { BalanceCard } from '@/components/shared/wallet/BalanceCard';
import {
  BellIcon,
  EditIcon,
  ForwardIcon,
  LockIcon,
  LogoutIcon,
  OrdersIcon,
  WalletIcon,
  WishlistIcon,
} from '@/components/ui/menu-icons';

const LINKS: { href: string; label: string; icon: ComponentType<{ size?: number }> }[] = [
  { href: '/profile/edit', label: 'ویرایش پروفایل', icon: EditIcon },
  { href: '/profile/change-password', label: 'تغییر رمز عبور', icon: LockIcon },
  { href: '/profile/wallet', label: 'کیف پول', icon: WalletIcon },
  { href: '/profile/orders', label: 'سفارش های من', icon: OrdersIcon },
  { href: '/profile/wishlist', label: 'علاقه مندی ها', icon: WishlistIcon },
  { href: '/profile/notifications', label: 'اطلاع رسانی ها', icon: BellIcon },
];

export function displayName(user: { firstName: string | null; lastName: string | null } | null): string {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return name || 'کاربر گیمینو';
}

export function ProfileHome() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const user = useAppSelector((state) => state.auth.user);

  const onLogout = async () => {
    await dispatch(logout());
    router.replace('/');
  };

  const name = displayName(user);

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <section aria-label="مشخصات" className="flex items-center gap-3 rounded-2xl border border-slate-200 p-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-extrabold text-brand-700"
        >
          {name.charAt(0)}
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="truncate text-lg font-extrabold text-slate-900" data-testid="profile-name">
            {name}
          </p>
          {user?.phoneNumber ? (
            <p className="text-sm text-slate-600">
              <span className="sr-only">شماره موبایل: </span>
              <bdi dir="ltr">{toPersianDigits(user.phoneNumber)}</bdi>
            </p>
          ) : null}
          <p className="truncate text-sm text-slate-600">
            <span className="sr-only">ایمیل: </span>
            {user?.emailAddress ? <bdi dir="ltr">{user.emailAddress}</bdi> : 'ایمیل ثبت نشده است'}
          </p>
        </div>
      </section>

      <BalanceCard />

      <nav aria-label="حساب کاربری">
        <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200">
          {LINKS.map(({ href, label, icon: LinkIcon }) => (
            <li key={href}>
              <IntentLink
                href={href}
                className="flex items-center gap-3 px-4 py-3.5 font-medium text-slate-800 hover:bg-slate-50"
              >
                <span className="text-brand-600">
                  <LinkIcon />
                </span>
                <span className="flex-1">{label}</span>
                <ForwardIcon size={18} className="text-slate-400" />
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-label="ظاهر" className="rounded-2xl border border-slate-200 p-1">
        <ColorSchemeSwitch />
      </section>

      <button
        type="button"
        onClick={() => void onLogout()}
        className="flex items-center justify-center gap-2 rounded-xl border border-red-200 px-4 py-3 font-bold text-red-600 hover:bg-red-50"
      >
        <LogoutIcon />
        خروج
      </button>
    </div>
  );
}
