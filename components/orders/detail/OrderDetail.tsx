'use client';
// /profile/orders/[id]: one of the shopper's orders with each item's progress, its totals and its payments. The
// header shows the order's number once it is read; a bad id and a 404 (an unknown order or someone else's) both
// end in the not-found state.
import { HeaderOverride } from '@/components/shared/HeaderOverride';
import { ORDERS_HREF, orderTitle } from '@/components/shared/orders/order-status';
import type { Order } from '@/services/types/commerce';
import { OrderItemCard } from './OrderItemCard';
import { OrderNotFound, OrderUnreadable } from './OrderNotFound';
import { OrderPayments } from './OrderPayments';
import { OrderSkeleton } from './OrderSkeleton';
import { OrderSummary } from './OrderSummary';
import { OrderTotals } from './OrderTotals';
import { useOrder } from './useOrder';

function OrderView({ order }: { order: Order }) {
  return (
    <div className="flex flex-col gap-6 px-4 pt-5 pb-8">
      <OrderSummary order={order} />
      <section aria-labelledby="order-items-title" className="flex flex-col gap-3">
        <h2 id="order-items-title" className="text-lg font-extrabold text-slate-900">
          کالاهای سفارش
        </h2>
        <ul className="flex flex-col gap-3">
          {order.items.map((item) => (
            <OrderItemCard key={item.id} order={order} item={item} />
          ))}
        </ul>
      </section>
      <OrderTotals order={order} />
      <OrderPayments orderId={order.id} />
    </div>
  );
}

export function OrderDetail({ orderId }: { orderId: number | null }) {
  const { read, retry } = useOrder(orderId);
  const order = read.kind === 'loaded' ? read.order : null;
  return (
    <>
      <HeaderOverride backUrl={ORDERS_HREF} title={orderTitle(order)} />
      {read.kind === 'loading' ? <OrderSkeleton /> : null}
      {read.kind === 'notFound' ? <OrderNotFound /> : null}
      {read.kind === 'failed' ? <OrderUnreadable message={read.message} onRetry={retry} /> : null}
      {order ? <OrderView order={order} /> : null}
    </>
  );
}

/**
 * What stands while the stored session is checked: the order's skeleton. The route sets the header beside the login
 * check; an override here would take the header back to the main one when it leaves (its clean-up resets the slice).
 */
export function OrderDetailFallback() {
  return <OrderSkeleton />;
}
