'use client';
// The logged-in shopper's orders below the cart: newest first, a page at a time, each with its Jalali date,
// status tag, total and items; a paid item reveals its account details on demand, a pending order can be paid.
import { IntentLink } from '@/components/shared/IntentLink';
import { formatJalaliDate } from '@/lib/dates';
import { toPersianDigits } from '@/lib/digits';
import { formatTomanOf } from '@/lib/money';
import type { Order } from '@/services/types/commerce';
import { orderIdOf, useOrdersInfiniteQuery } from '@/store/api/shopperApi';
import { usePagedList } from '@/components/shared/usePagedList';
import { ItemDeliveryAction } from '@/components/shared/orders/ItemDeliveryAction';
import { orderPageHref } from '@/components/shared/orders/order-status';
import { OrderStatusTag } from '@/components/shared/orders/OrderStatusTag';
import { CoverImage } from '@/components/ui/CoverImage';
import { VariantLabel } from '@/components/ui/VariantLabel';
import { orderItemGame } from '@/components/shared/orders/order-item-game';

export const ORDERS_PAGE_SIZE = 5;

function OrderCard({ order, onPay, payDisabled }: { order: Order; onPay: (id: number) => void; payDisabled: boolean }) {
  const titleId = `order-${order.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-3">
        <header className="flex items-start justify-between gap-2">
          <div className="flex flex-col gap-0.5">
            <h3 id={titleId} className="font-extrabold text-slate-900">
              سفارش <bdi dir="ltr">{order.orderNumber}</bdi>
            </h3>
            <time dateTime={order.creationTime} className="text-xs text-slate-500">
              {formatJalaliDate(order.creationTime)}
            </time>
          </div>
          <OrderStatusTag status={order.status} />
        </header>
        <IntentLink
          href={orderPageHref(order.id)}
          aria-label={`جزئیات سفارش ${order.orderNumber}`}
          className="self-start rounded-lg px-1 text-sm font-bold text-brand-600 hover:bg-brand-50"
        >
          جزئیات و مراحل سفارش
        </IntentLink>
        <ul className="flex flex-col gap-3">
          {order.items.map((item) => {
            const { title, cover, coverAlt } = orderItemGame(item);
            return (
              <li
                key={item.id}
                className="flex flex-col gap-2 border-t border-slate-100 pt-3 first:border-t-0 first:pt-0"
              >
                <div className="flex items-center gap-3">
                  <CoverImage src={cover} alt={coverAlt} size={48} />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-bold text-slate-800">{title}</span>
                    <span className="text-xs text-slate-500">
                      <VariantLabel item={item} />
                      <span className="ms-2">{toPersianDigits(item.quantity)} عدد</span>
                    </span>
                  </div>
                </div>
                <ItemDeliveryAction order={order} item={item} size="compact" />
              </li>
            );
          })}
        </ul>
        <footer className="flex items-center justify-between gap-2 border-t border-slate-100 pt-2">
          <span className="text-sm text-slate-600">
            مبلغ کل:{' '}
            <span className="font-extrabold text-slate-900">
              {formatTomanOf(order.payableAmount, order.currencyType)}
            </span>
          </span>
          {order.status === 'Pending' ? (
            <button
              type="button"
              disabled={payDisabled}
              onClick={() => onPay(order.id)}
              className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              پرداخت سفارش
            </button>
          ) : null}
        </footer>
      </article>
    </li>
  );
}

export function OrdersList({ onPay, payDisabled }: { onPay: (id: number) => void; payDisabled: boolean }) {
  const { view, loadMore, retry } = usePagedList(useOrdersInfiniteQuery, { pageSize: ORDERS_PAGE_SIZE }, orderIdOf);
  // Why the list, or its next page, could not be read; its retry asks for what failed again.
  const failure =
    view.phase === 'failed'
      ? { message: view.message, retry }
      : view.phase === 'ready' && typeof view.more === 'object'
        ? { message: view.more.failed, retry: loadMore }
        : null;
  const loadingMore = view.phase === 'ready' && view.more === 'loading';

  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-3">
      <h2 id="orders-title" className="text-lg font-extrabold text-slate-900">
        سفارش‌های ثبت‌شده
      </h2>
      {view.phase === 'loading' ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">در حال بارگذاری سفارش‌ها</span>
          <div className="h-40 animate-pulse rounded-2xl bg-slate-100" />
          <div className="h-40 animate-pulse rounded-2xl bg-slate-100" />
        </div>
      ) : null}
      {failure ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-700"
        >
          <span>{failure.message}</span>
          <button type="button" onClick={failure.retry} className="font-bold underline">
            تلاش دوباره
          </button>
        </div>
      ) : null}
      {view.phase === 'ready' && view.items.length === 0 ? (
        <p className="text-sm text-slate-500">هنوز سفارشی ثبت نکرده‌اید.</p>
      ) : null}
      {view.phase === 'ready' && view.items.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="فهرست سفارش‌ها">
          {view.items.map((order) => (
            <OrderCard key={order.id} order={order} onPay={onPay} payDisabled={payDisabled} />
          ))}
        </ul>
      ) : null}
      {view.phase === 'ready' && view.hasMore ? (
        <button
          type="button"
          onClick={loadMore}
          disabled={loadingMore}
          aria-busy={loadingMore || undefined}
          className="self-center rounded-xl border border-slate-300 px-5 py-2 text-sm font-bold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          نمایش بیشتر
        </button>
      ) : null}
    </section>
  );
}
