'use client';

export function OfflineRetry() {
  return (
    <button
      type="button"
      onClick={() => location.reload()}
      className="rounded-xl bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
    >
      تلاش دوباره
    </button>
  );
}
