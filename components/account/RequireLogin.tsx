'use client';
// Every /profile page needs a login. The token lives only in localStorage, so the check runs in the
// browser: a skeleton while the stored session is being checked, /login?returnUrl=… for a visitor.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { loginHref } from '@/lib/return-url';
import { getToken } from '@/services/session';
import { useAppStore } from '@/store/hooks';

type Status = 'checking' | 'in' | 'out';

export function RequireLogin({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const store = useAppStore();
  const router = useRouter();
  const pathname = usePathname();
  const [status, setStatus] = useState<Status>('checking');
  // Once the page has been shown, a later logout (a 401) keeps it: the error modal leads to /login.
  const shown = useRef(false);

  useEffect(() => {
    const check = () => {
      if (shown.current) return;
      const { isAuthenticated, getUserLoading } = store.getState().auth;
      if (isAuthenticated) {
        shown.current = true;
        setStatus('in');
      } else if (!getUserLoading && !getToken()) {
        // With a token and no user yet, the start-up check is still to come (it clears a refused token).
        setStatus('out');
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
  return <>{fallback ?? <PageSkeleton />}</>;
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
