// The order's heading: its number, status and when it was placed; a Pending order leads to where it is paid.
import { IntentLink } from '@/components/shared/IntentLink';
import { formatJalaliDateTime } from '@/lib/dates';
import type { Order } from '@/services/types/commerce';
import { orderPaymentHref } from '@/components/shared/orders/order-status';
import { OrderStatusTag } from '@/components/shared/orders/OrderStatusTag';

export function OrderSummary({ order }: { order: Order }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-extrabold text-slate-900">
          سفارش <bdi dir="ltr">{order.orderNumber}</bdi>
        </h1>
        <OrderStatusTag status={order.status} />
      </div>
      <p className="text-sm text-slate-500">
        ثبت شده در <time dateTime={order.creationTime}>{formatJalaliDateTime(order.creationTime)}</time>
      </p>
      {order.status === 'Pending' ? (
        <div className="mt-2 flex flex-col gap-3 rounded-2xl bg-amber-50 p-4">
          <p className="text-sm leading-6 text-amber-900">
            این سفارش هنوز پرداخت نشده است. روش پرداخت و کد تخفیف را در صفحه پرداخت انتخاب کنید.
          </p>
          <IntentLink
            href={orderPaymentHref(order.id)}
            className="rounded-xl bg-brand-600 px-4 py-3 text-center font-bold text-white hover:bg-brand-700"
          >
            پرداخت سفارش
          </IntentLink>
        </div>
      ) : null}
    </div>
  );
}
