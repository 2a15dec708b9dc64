'use client';
// /profile/wallet/transactions: newest first, ten at a time, with "show more", kept to the page's filters (each set
// of filters is its own list in the shopper api, so paging starts again when they change).
import { toPersianDigits } from '@/lib/digits';
import type { TransactionFilters } from '@/services/payment';
import { transactionIdOf, useLedgerInfiniteQuery } from '@/store/api/walletApi';
import { usePagedList } from '@/components/shared/usePagedList';
import { TransactionItem } from '@/components/shared/wallet/TransactionItem';

const NO_FILTERS: TransactionFilters = {};

type ListProps = {
  filters?: TransactionFilters;
  /** Whether the shopper narrowed the list: an empty list then says so and offers to clear the filters. */
  filtered?: boolean;
  onClearFilters?: () => void;
};

export function TransactionsList({ filters = NO_FILTERS, filtered = false, onClearFilters }: ListProps) {
  const { view, loadMore, retry } = usePagedList(useLedgerInfiniteQuery, filters, transactionIdOf);
  const items = view.phase === 'ready' ? view.items : [];
  const totalCount = view.phase === 'ready' ? view.totalCount : null;
  const loading = view.phase === 'loading' || (view.phase === 'ready' && view.more === 'loading');
  const error =
    view.phase === 'failed'
      ? view.message
      : view.phase === 'ready' && typeof view.more === 'object'
        ? view.more.failed
        : null;
  const hasMore = view.phase === 'ready' && view.hasMore;
  // A first page that failed is read again; a next one is asked for again.
  const tryAgain = view.phase === 'failed' ? retry : loadMore;

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      {totalCount !== null && totalCount > 0 ? (
        <p className="text-sm text-slate-500" aria-live="polite">
          {toPersianDigits(items.length)} تراکنش از {toPersianDigits(totalCount)}
        </p>
      ) : null}
      {totalCount === 0 && !filtered ? <p className="py-10 text-center text-slate-500">هنوز تراکنشی ندارید.</p> : null}
      {totalCount === 0 && filtered ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-slate-600">تراکنشی با این فیلترها پیدا نشد.</p>
          {onClearFilters ? (
            <button
              type="button"
              onClick={onClearFilters}
              className="rounded-xl border border-brand-600 px-4 py-2.5 font-bold text-brand-600 hover:bg-brand-50"
            >
              حذف فیلترها
            </button>
          ) : null}
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200" aria-label="تراکنش‌های کیف پول">
          {items.map((transaction) => (
            <TransactionItem key={transaction.id} transaction={transaction} />
          ))}
        </ul>
      ) : null}
      {loading && items.length === 0 ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">در حال بارگذاری تراکنش‌ها</span>
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="h-16 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : null}
      {error ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-2 rounded-xl bg-red-50 p-4 text-center text-red-700"
        >
          <p>{error}</p>
          <button type="button" onClick={tryAgain} className="font-bold underline">
            تلاش دوباره
          </button>
        </div>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          disabled={loading}
          onClick={loadMore}
          className="rounded-xl border border-slate-300 px-4 py-3 font-bold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          {loading ? 'در حال بارگذاری…' : 'نمایش بیشتر'}
        </button>
      ) : null}
    </div>
  );
}
