// The foot of a list read a page at a time: why the last page did not come (an alert) and 'نمایش بیشتر' while
// more remain, busy while the next page is on its way.

/** Where the next page stands: none asked, on its way, or refused with a Persian message. */
export type MoreState = 'idle' | 'loading' | { failed: string };

export function LoadMore({ more, hasMore, onLoadMore }: { more: MoreState; hasMore: boolean; onLoadMore: () => void }) {
  return (
    <>
      {typeof more === 'object' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-center text-sm text-red-700">
          {more.failed}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          onClick={onLoadMore}
          aria-disabled={more === 'loading' || undefined}
          aria-busy={more === 'loading' || undefined}
          className="h-11 self-center rounded-xl border border-slate-300 bg-white px-6 text-sm font-bold text-slate-700 hover:bg-slate-50 aria-disabled:opacity-60"
        >
          نمایش بیشتر
        </button>
      ) : null}
    </>
  );
}
