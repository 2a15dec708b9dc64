'use client';
// What a page that fails to render (a service down, most often) shows: a Persian message and a retry.
// Each route group's error.tsx shows it inside the group's layout, so the header, footer and bottom nav of
// that row stay; app/error.tsx shows it when a layout itself fails.
// `retry` asks the server for the segment again and then re-renders it; `reset` would only re-render
// what already failed, so a service that has come back would still show this page.
import { useEffect } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';

export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <h1 className="text-xl font-extrabold text-slate-900">مشکلی در نمایش این صفحه پیش آمد</h1>
      <p className="mt-2 leading-7 text-slate-500">
        ارتباط با سرور برقرار نشد یا پاسخ درستی دریافت نشد. چند لحظه دیگر دوباره تلاش کنید.
      </p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-xl bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700"
        >
          تلاش دوباره
        </button>
        <IntentLink
          href="/"
          className="rounded-xl border border-slate-200 px-5 py-3 font-bold text-slate-700 hover:bg-slate-50"
        >
          صفحه اصلی
        </IntentLink>
      </div>
    </section>
  );
}
