'use client';
// Every /profile page needs a login. The token lives only in localStorage, so the check runs in the
// browser: a skeleton while the stored session is being checked, /login?returnUrl=… for a visitor.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RetryNotice } from '@/components/ui/RetryNotice';
import { loginHref } from '@/lib/return-url';
import { getToken } from '@/services/session';
import { useAppStore } from '@/store/hooks';
import { bootstrapSession } from '@/store/slices/authSlice';

type Status = 'checking' | 'in' | 'out' | 'unchecked';

export function RequireLogin({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const store = useAppStore();
  const router = useRouter();
  const pathname = usePathname();
  const [status, setStatus] = useState<Status>('checking');
  // Once the page has been shown, a later logout (a 401) keeps it: the error modal leads to /login.
  const shown = useRef(false);

  // Whether this page has had the stored token checked: a token still unconfirmed after that means the identity
  // service did not answer (a refused token is cleared), which is no reason to ask for a login again.
  const checkedHere = useRef(false);

  useEffect(() => {
    const check = () => {
      if (shown.current) return;
      const { isAuthenticated, getUserLoading } = store.getState().auth;
      if (isAuthenticated) {
        shown.current = true;
        setStatus('in');
      } else if (getUserLoading) {
        setStatus('checking');
      } else if (!getToken()) {
        setStatus('out');
      } else if (!checkedHere.current) {
        checkedHere.current = true;
        void store.dispatch(bootstrapSession());
      } else {
        setStatus('unchecked');
      }
    };
    check();
    return store.subscribe(check);
  }, [store]);

  useEffect(() => {
    if (status !== 'out') return;
    const search = typeof window === 'undefined' ? '' : window.location.search;
    router.replace(loginHref(`${pathname ?? '/profile'}${search}`));
  }, [status, pathname, router]);

  if (status === 'in') return <>{children}</>;
  if (status === 'unchecked') return <SessionUnchecked onRetry={() => void store.dispatch(bootstrapSession())} />;
  return <>{fallback ?? <PageSkeleton />}</>;
}

/** The session could not be checked: say so, keep it, and offer to try again. */
function SessionUnchecked({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryNotice
      title="حساب کاربری شما الان در دسترس نیست."
      message="ارتباط با سرور برقرار نشد؛ از حساب خود خارج نشده‌اید. کمی بعد دوباره تلاش کنید."
      onRetry={onRetry}
      className="mx-4 my-6 py-8"
    />
  );
}

/** Stand-in rows the size of a profile card and a list, so nothing jumps when the page arrives. */
export function PageSkeleton() {
  return (
    <div className="flex flex-col gap-3 px-4 py-4" aria-busy="true" data-testid="account-skeleton">
      <span className="sr-only">در حال بارگذاری</span>
      <div className="h-28 animate-pulse rounded-2xl bg-slate-200" />
      <div className="h-12 animate-pulse rounded-xl bg-slate-200" />
      <div className="h-12 animate-pulse rounded-xl bg-slate-200" />
      <div className="h-12 animate-pulse rounded-xl bg-slate-200" />
    </div>
  );
}
