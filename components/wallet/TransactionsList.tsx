'use client';
// /profile/wallet/transactions: newest first, ten at a time, with "show more", kept to the page's filters (the
// page remounts the list when they change, so paging starts again).
import { useCallback, useEffect, useRef, useState } from 'react';
import { toPersianDigits } from '@/lib/digits';
import { getTransactions, type TransactionFilters } from '@/services/payment';
import type { PagedResult, ServiceResult } from '@/services/types/common';
import type { WalletTransaction } from '@/services/types/payment';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { TransactionItem } from '@/components/shared/wallet/TransactionItem';

export const TRANSACTIONS_PAGE_SIZE = 10;

type ListProps = {
  filters?: TransactionFilters;
  /** Whether the shopper narrowed the list: an empty list then says so and offers to clear the filters. */
  filtered?: boolean;
  onClearFilters?: () => void;
};

export function TransactionsList({ filters, filtered = false, onClearFilters }: ListProps) {
  const expire = useSessionExpiry();
  // The filters the list was made for; new ones come with a new list.
  const [query] = useState(() => filters ?? {});
  const [items, setItems] = useState<WalletTransaction[]>([]);
  const [totalCount, setTotalCount] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const loadingRef = useRef(true);

  const applyPage = useCallback(
    (skipCount: number) => (result: ServiceResult<PagedResult<WalletTransaction>>) => {
      loadingRef.current = false;
      setLoading(false);
      if (!result.ok) {
        if (!expire(result.error)) setError(result.error.message);
        return;
      }
      setItems((current) => (skipCount === 0 ? result.data.items : [...current, ...result.data.items]));
      setTotalCount(result.data.totalCount);
    },
    [expire],
  );

  const fetchPage = useCallback(
    (skipCount: number) =>
      getTransactions({ ...query, skipCount, maxResultCount: TRANSACTIONS_PAGE_SIZE }).then(applyPage(skipCount)),
    [applyPage, query],
  );

  useEffect(() => {
    void getTransactions({ ...query, skipCount: 0, maxResultCount: TRANSACTIONS_PAGE_SIZE }).then(applyPage(0));
  }, [applyPage, query]);

  const loadMore = () => {
    if (loadingRef.current) return;
    loadingRef.current = true;
    setLoading(true);
    setError(null);
    void fetchPage(items.length);
  };

  const hasMore = totalCount !== null && items.length < totalCount;

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
            <button type="button" onClick={onClearFilters} className="rounded-xl border border-brand-600 px-4 py-2.5 font-bold text-brand-600 hover:bg-brand-50">
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
        <div role="alert" className="flex flex-col items-center gap-2 rounded-xl bg-red-50 p-4 text-center text-red-700">
          <p>{error}</p>
          <button type="button" onClick={loadMore} className="font-bold underline">
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
