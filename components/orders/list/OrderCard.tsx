// One order in the list: its number (the whole card leads to the order's page), date, status, items and
// what was charged; a Pending order also leads to the cart's order panel, where its payment is chosen.
import { IntentLink } from '@/components/shared/IntentLink';
import { formatJalaliDateTime } from '@/lib/dates';
import { toPersianDigits } from '@/lib/digits';
import { formatTomanOf } from '@/lib/money';
import type { Order } from '@/services/types/commerce';
import { orderPageHref, orderPaymentHref } from '@/components/shared/orders/order-status';
import { OrderStatusTag } from '@/components/shared/orders/OrderStatusTag';
import { CoverImage } from '@/components/ui/CoverImage';
import { Icon } from '@/components/ui/icons';
import { VariantLabel } from '@/components/ui/VariantLabel';
import { orderItemGame } from '@/components/shared/orders/order-item-game';

export const COVER_SIZE = 56;

/** Points the way into the order (left, in a right-to-left page). */
const OpenIcon = () => (
  <Icon size={20}>
    <path d="m14 6-6 6 6 6" />
  </Icon>
);

export function OrderCard({ order }: { order: Order }) {
  const titleId = `order-title-${order.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={titleId} className="text-base leading-6 font-extrabold text-slate-900">
            {/* The card's one link, stretched over the whole card so a tap anywhere opens the order. */}
            <IntentLink
              href={orderPageHref(order.id)}
              className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            >
              سفارش <bdi dir="ltr">{order.orderNumber}</bdi>
            </IntentLink>
          </h2>
          <time dateTime={order.creationTime} className="text-xs leading-5 text-slate-500">
            {formatJalaliDateTime(order.creationTime)}
          </time>
        </div>
        <OrderStatusTag status={order.status} />
      </header>

      <ul className="flex flex-col gap-2" aria-label="اقلام سفارش">
        {order.items.map((item) => {
          const { title, cover, coverAlt } = orderItemGame(item);
          return (
            <li key={item.id} className="flex items-center gap-3">
              <CoverImage src={cover} alt={coverAlt} size={COVER_SIZE} />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm leading-6 font-bold text-slate-800">
                  <bdi>{title}</bdi>
                </span>
                <span className="truncate text-xs leading-5 text-slate-500">
                  <VariantLabel item={item} />
                </span>
              </div>
              <span className="shrink-0 text-xs text-slate-600">{toPersianDigits(item.quantity)} عدد</span>
            </li>
          );
        })}
      </ul>

      <footer className="flex h-12 items-end justify-between gap-2 border-t border-slate-100 pt-3">
        <p className="flex flex-col text-xs leading-4 text-slate-500">
          مبلغ پرداختی
          <span className="text-sm leading-5 font-extrabold text-slate-900">
            {formatTomanOf(order.payableAmount, order.currencyType)}
          </span>
        </p>
        {order.status === 'Pending' ? (
          <IntentLink
            href={orderPaymentHref(order.id)}
            aria-describedby={titleId}
            className="relative z-10 flex h-9 items-center rounded-xl bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700"
          >
            پرداخت
          </IntentLink>
        ) : (
          <span className="flex h-9 items-center text-slate-400">
            <OpenIcon />
          </span>
        )}
      </footer>
    </article>
  );
}
