'use client';
// What a tab shows: a skeleton while it is read, a failure with a retry, its empty state (another for a
// search that matched nothing), or its orders with "نمایش بیشتر" while more remain.
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { toPersianDigits } from '@/lib/digits';
import type { OrderTab } from '@/services/types/commerce';
import { RetryNotice } from '@/components/ui/RetryNotice';
import { OrderCard } from './OrderCard';
import { OrderListSkeleton } from './OrdersSkeleton';
import type { OrderListView } from './useOrderList';
import { LoadMore } from '@/components/ui/LoadMore';

const EMPTY_TAB: Record<OrderTab, { title: string; message: string }> = {
  InProgress: {
    title: 'سفارش جاری ندارید.',
    message: 'سفارش‌هایی که در انتظار پرداخت یا در حال انجام‌اند اینجا دیده می‌شوند.',
  },
  Completed: { title: 'هنوز سفارشی انجام نشده است.', message: 'سفارش‌هایی که به دستتان رسیده‌اند اینجا می‌مانند.' },
  Canceled: { title: 'سفارش لغو شده‌ای ندارید.', message: 'سفارش‌های لغو شده و بازگشت وجه‌ها اینجا دیده می‌شوند.' },
};

function EmptyState({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
      <p className="font-bold text-slate-800">{title}</p>
      <p className="text-sm leading-6 text-slate-500">{message}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {children}
        <IntentLink
          href="/products"
          className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-bold text-white hover:bg-brand-700"
        >
          مشاهده محصولات
        </IntentLink>
      </div>
    </div>
  );
}

/**
 * What a search found, told to screen readers as it arrives: a live region stays in place while the tab is
 * shown (one added together with its text is often not read), and takes no room while it has nothing to say.
 */
export function SearchOutcome({ query, view }: { query: string; view: OrderListView }) {
  const found = query && view.phase === 'ready' ? view.totalCount : null;
  return (
    <p role="status" className={found ? 'px-1 pb-3 text-sm text-slate-600' : undefined}>
      {found ? `${toPersianDigits(found)} سفارش برای «${query}» پیدا شد.` : null}
      {found === 0 ? <span className="sr-only">سفارشی پیدا نشد.</span> : null}
    </p>
  );
}

export function OrdersPanel({
  tab,
  query,
  view,
  onRetry,
  onLoadMore,
  onClearSearch,
}: {
  tab: OrderTab;
  query: string;
  view: OrderListView;
  onRetry: () => void;
  onLoadMore: () => void;
  onClearSearch: () => void;
}) {
  if (view.phase === 'loading') return <OrderListSkeleton />;
  if (view.phase === 'expired') return null;
  if (view.phase === 'failed') {
    return (
      <RetryNotice title="سفارش‌های شما الان خوانده نشد." message={view.message} onRetry={onRetry} className="py-8" />
    );
  }
  if (view.items.length === 0) {
    if (query) {
      return (
        <EmptyState
          title={`سفارشی با «${query}» در این بخش پیدا نشد.`}
          message="شماره سفارش یا نام بازی را بررسی کنید، یا بخش دیگری را ببینید."
        >
          <button
            type="button"
            onClick={onClearSearch}
            className="rounded-xl px-5 py-2.5 text-sm font-bold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
          >
            پاک کردن جستجو
          </button>
        </EmptyState>
      );
    }
    return <EmptyState {...EMPTY_TAB[tab]} />;
  }
  const { items: orders, hasMore, more } = view;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <LoadMore more={more} hasMore={hasMore} onLoadMore={onLoadMore} />
    </div>
  );
}
