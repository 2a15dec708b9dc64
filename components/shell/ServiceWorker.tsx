'use client';
// The installed-app side of the shell: registers the service worker once the page is idle (its code is
// fetched then, so the first load carries none of it), offers a new version when one is waiting, and marks a
// page read without a connection as possibly old. Neither notice moves the page: both float over it, the
// offline one under the header (clear of the toasts and bottom bars), the update over the header.
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

export function ServiceWorker() {
  const [offline, setOffline] = useState(false);
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    // `next dev` serves no worker: it would keep stale development bundles.
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    return whenIdle(
      () =>
        void import('./register-worker').then(({ registerWorker }) =>
          registerWorker((apply) => setApplyUpdate(() => apply)),
        ),
    );
  }, []);

  return (
    <>
      {offline && (
        <p
          role="status"
          className="pointer-events-none fixed inset-x-4 top-16 z-40 mx-auto w-fit rounded-full bg-amber-100 px-4 py-2 text-center text-xs font-bold text-amber-900 shadow-md"
        >
          بدون اینترنت؛ آنچه می‌بینید ممکن است به‌روز نباشد.
        </p>
      )}
      {applyUpdate && (
        <div
          role="status"
          className="fixed inset-x-4 top-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-brand-600 px-4 py-3 text-sm font-medium text-white shadow-lg"
        >
          <span>نسخه جدید آماده است</span>
          <button
            type="button"
            onClick={applyUpdate}
            className="rounded-xl bg-brand-900 px-4 py-2 font-bold text-white hover:bg-brand-700"
          >
            به‌روزرسانی
          </button>
        </div>
      )}
    </>
  );
}
