'use client';
// Navigation feedback (docs/PRODUCT.md, Navigation feedback and Progress bar): a top progress bar (nprogress) and a full-screen overlay while an internal
// link is loading. The bar follows the spec's steps rather than nprogress's own trickle.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { PROGRESS_STEP_MS } from '@/lib/constants';
import { nextProgress, PROGRESS_DONE } from '@/lib/progress';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setProgressLoading } from '@/store/slices/styleSlice';

/** The bar's value while `loading`: from 0, one step every 0.5 s; 100 once loading ends. */
export function useProgressValue(loading: boolean): number | null {
  const [run, setRun] = useState<{ loading: boolean; value: number | null }>({ loading: false, value: null });

  // A change of `loading` restarts the bar at 0 or completes it (state adjusted while rendering, not in an effect).
  if (run.loading !== loading) {
    setRun({ loading, value: loading ? 0 : run.value === null ? null : PROGRESS_DONE });
  }

  useEffect(() => {
    if (!loading) return;
    const timer = setInterval(
      () => setRun((current) => ({ ...current, value: nextProgress(current.value ?? 0) })),
      PROGRESS_STEP_MS,
    );
    return () => clearInterval(timer);
  }, [loading]);

  return run.loading === loading ? run.value : loading ? 0 : run.value === null ? null : PROGRESS_DONE;
}

/** Whether a click on this anchor starts a client navigation to another page of the shop. */
export function startsInternalNavigation(anchor: HTMLAnchorElement, event: MouseEvent, current: URL): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return false;
  const target = new URL(anchor.href, current.href);
  if (target.origin !== current.origin) return false;
  return target.pathname !== current.pathname || target.search !== current.search;
}

type NProgressApi = typeof import('nprogress');

export const NPROGRESS_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
let nprogress: Promise<NProgressApi> | null = null;

/** nprogress is loaded with the first navigation that needs the bar, not with the page. */
function loadNProgress(): Promise<NProgressApi> {
  nprogress ??= import('nprogress').then(({ default: NProgress }) => {
    // Its own template gives the bar role="bar" (no ARIA role) and finds it by that role; the bar only draws
    // what the progressbar below says, so it is hidden from assistive technology and found by its class.
    NProgress.configure({
      showSpinner: false,
      trickle: false,
      minimum: 0.02,
      speed: 250,
      template: NPROGRESS_TEMPLATE,
      barSelector: '.bar',
    });
    return NProgress;
  });
  return nprogress;
}

export function NavigationProgress() {
  const dispatch = useAppDispatch();
  const loading = useAppSelector((state) => state.style.progressLoading);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const value = useProgressValue(loading);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor) return;
      if (startsInternalNavigation(anchor, event, new URL(window.location.href))) dispatch(setProgressLoading(true));
    };
    // Capture phase: next/link prevents the default action of its clicks before a bubbling listener would see them.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dispatch]);

  // The new page is on screen: loading has ended.
  useEffect(() => {
    dispatch(setProgressLoading(false));
  }, [pathname, searchParams, dispatch]);

  useEffect(() => {
    if (value === null) return;
    void loadNProgress().then((NProgress) => {
      if (value >= PROGRESS_DONE) NProgress.done();
      else NProgress.set(Math.max(value, 2) / 100);
    });
  }, [value]);

  if (!loading) return null;
  return (
    <div
      className="fixed inset-0 z-40 grid place-items-center bg-white/60 backdrop-blur-[1px]"
      role="progressbar"
      aria-label="در حال بارگذاری صفحه"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value ?? 0)}
      data-testid="navigation-overlay"
    >
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
    </div>
  );
}
