'use client';
// The logged-in shopper's orders below the cart: newest first, a page at a time, each with its Jalali date,
// status tag, total and items; a paid item reveals its account details on demand, a pending order can be paid.
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatJalaliDate } from '@/lib/dates';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { getOrders } from '@/services/commerce';
import { serviceErrorOf } from '@/services/errors';
import type { Order } from '@/services/types/commerce';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';
import { ItemDeliveryAction } from '@/components/shared/orders/ItemDeliveryAction';
import { orderPageHref } from '@/components/shared/orders/order-status';
import { OrderStatusTag } from '@/components/shared/orders/OrderStatusTag';
import { CoverImage } from '@/components/ui/CoverImage';
import { VariantLabel } from '@/components/ui/VariantLabel';

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
        <Link
          href={orderPageHref(order.id)}
          aria-label={`جزئیات سفارش ${order.orderNumber}`}
          className="self-start rounded-lg px-1 text-sm font-bold text-brand-600 hover:bg-brand-50"
        >
          جزئیات و مراحل سفارش
        </Link>
        <ul className="flex flex-col gap-3">
          {order.items.map((item) => {
            const product = item.variant.product;
            const title = product.persianName || product.name;
            return (
              <li key={item.id} className="flex flex-col gap-2 border-t border-slate-100 pt-3 first:border-t-0 first:pt-0">
                <div className="flex items-center gap-3">
                  <CoverImage src={product.filePath} alt={product.fileAltAttribute || title} size={48} />
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
            مبلغ کل: <span className="font-extrabold text-slate-900">{formatToman(order.payableAmount)}</span>
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

export function OrdersList({ version, onPay, payDisabled }: { version: number; onPay: (id: number) => void; payDisabled: boolean }) {
  const expire = useSessionExpiry();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [totalCount, setTotalCount] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latestRequest = useRef(0);

  const fetchPage = useCallback(
    (skipCount: number) => {
      const request = ++latestRequest.current;
      return getOrders({ skipCount, maxResultCount: ORDERS_PAGE_SIZE }).then(
        (page) => {
          if (request !== latestRequest.current) return;
          setError(null);
          setTotalCount(page.totalCount);
          // An order placed meanwhile shifts the pages by one: never list an order twice.
          setOrders((current) =>
            skipCount === 0
              ? page.items
              : [...(current ?? []), ...page.items.filter((order) => !current?.some((shown) => shown.id === order.id))],
          );
        },
        (failure: unknown) => {
          if (request !== latestRequest.current) return;
          const serviceError = serviceErrorOf(failure);
          if (!expire(serviceError)) setError(serviceError.message);
        },
      );
    },
    [expire],
  );

  useEffect(() => {
    void fetchPage(0);
  }, [fetchPage, version]);

  const loadMore = async () => {
    if (loadingMore || !orders) return;
    setLoadingMore(true);
    await fetchPage(orders.length);
    setLoadingMore(false);
  };

  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-3">
      <h2 id="orders-title" className="text-lg font-extrabold text-slate-900">
        سفارش‌های ثبت‌شده
      </h2>
      {orders === null && !error ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">در حال بارگذاری سفارش‌ها</span>
          <div className="h-40 animate-pulse rounded-2xl bg-slate-100" />
          <div className="h-40 animate-pulse rounded-2xl bg-slate-100" />
        </div>
      ) : null}
      {error ? (
        <div role="alert" className="flex items-center justify-between gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-700">
          <span>{error}</span>
          <button type="button" onClick={() => void fetchPage(0)} className="font-bold underline">
            تلاش دوباره
          </button>
        </div>
      ) : null}
      {orders && orders.length === 0 ? <p className="text-sm text-slate-500">هنوز سفارشی ثبت نکرده‌اید.</p> : null}
      {orders && orders.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="فهرست سفارش‌ها">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} onPay={onPay} payDisabled={payDisabled} />
          ))}
        </ul>
      ) : null}
      {orders && orders.length < totalCount ? (
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
