// /offline: what the service worker (app/sw.ts) shows for a page this browser never opened, with no connection.
// Static and precached, so it needs nothing from the network to show.
import { OfflineRetry } from '@/components/shell/OfflineRetry';

export default function Page() {
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <svg
        viewBox="0 0 24 24"
        className="size-16 text-slate-400"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        aria-hidden="true"
      >
        <path
          d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18"
          strokeLinecap="round"
        />
      </svg>
      <h1 className="text-xl font-extrabold text-slate-900">اتصال اینترنت برقرار نیست</h1>
      <p className="leading-7 text-slate-500">
        این صفحه را پیش از این باز نکرده‌اید. صفحه‌هایی که دیده‌اید بدون اینترنت هم باز می‌شوند.
      </p>
      <OfflineRetry />
    </section>
  );
}
