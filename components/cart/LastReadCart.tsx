'use client';
// The cart page when the cart cannot be read (offline, or the commerce service down): the cart as this shopper
// last saw it on this device, read-only under a notice that it may be old, with a retry; without one, the
// plain 'could not be read'. Fetched only then, with the record's reader (services/last-read-cart.ts).
import { useEffect, useState } from 'react';
import { formatJalaliDateTime } from '@/lib/dates';
import { readLastReadCart, type LastReadCart as LastRead } from '@/services/last-read-cart';
import { getToken } from '@/services/session';
import { useAppSelector } from '@/store/hooks';
import { CartLines, CartTotals } from './CartLines';
import { CartSkeleton, CartUnreadable } from './CartStates';

const SEEN_BEFORE = 'این سبد همان است که آخرین بار دیدید و شاید به‌روز نباشد.';
export const OFFLINE_CART_NOTICE = `بدون اینترنت؛ ${SEEN_BEFORE} با وصل شدن دوباره می‌توانید آن را تغییر دهید و سفارش دهید.`;
export const UNREAD_CART_NOTICE = `سبد خرید الان خوانده نشد؛ ${SEEN_BEFORE} وقتی دوباره خوانده شد می‌توانید آن را تغییر دهید و سفارش دهید.`;

export function LastReadCart({ onRetry }: { onRetry: () => void }) {
  const deviceId = useAppSelector((state) => state.cart.deviceId);
  // undefined while the record is being read; null when there is none for this shopper.
  const [lastRead, setLastRead] = useState<LastRead | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    readLastReadCart({ deviceId, token: getToken() })
      .catch(() => null)
      .then((found) => current && setLastRead(found));
    return () => {
      current = false;
    };
  }, [deviceId]);

  if (lastRead === undefined) return <CartSkeleton />;
  if (lastRead === null) return <CartUnreadable onRetry={onRetry} />;
  const { cart, readAt } = lastRead;
  return (
    <>
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4">
        <div role="status" className="flex flex-col gap-1 text-sm leading-6 text-amber-900">
          <p className="font-bold">{navigator.onLine ? UNREAD_CART_NOTICE : OFFLINE_CART_NOTICE}</p>
          <p>
            آخرین بار دیده‌شده:{' '}
            <time dateTime={new Date(readAt).toISOString()}>{formatJalaliDateTime(new Date(readAt))}</time>
          </p>
        </div>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-xl bg-white px-5 py-2.5 text-sm font-bold text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100"
        >
          تلاش دوباره
        </button>
      </div>
      <CartLines items={cart.items} />
      <CartTotals
        totalItemsPrice={cart.totalItemsPrice}
        profitAmount={cart.profitAmount}
        payableAmount={cart.payableAmount}
      />
    </>
  );
}
