// The order's amounts in Toman: the items at their regular prices, everything saved (with the discount code
// named when the order has one), and what is charged.
import type { ReactNode } from 'react';
import { formatTomanOf } from '@/lib/money';
import type { Order } from '@/services/types/commerce';

function Row({
  label,
  note,
  value,
  tone = 'text-slate-900',
  testId,
  currencyType,
}: {
  label: string;
  note?: ReactNode;
  value: number;
  tone?: string;
  testId: string;
  currencyType: string;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <dt className="flex flex-col gap-0.5 text-slate-600">
        {label}
        {note ? <span className="text-xs text-slate-500">{note}</span> : null}
      </dt>
      <dd data-testid={testId} className={`shrink-0 font-bold ${tone}`}>
        {formatTomanOf(value, currencyType)}
      </dd>
    </div>
  );
}

export function OrderTotals({ order }: { order: Order }) {
  const codeAmount = order.promoCodeDiscountAmount ?? 0;
  const codeNote = order.promoCode ? (
    <>
      با کد تخفیف <bdi dir="ltr">{order.promoCode}</bdi>
      {codeAmount > 0 ? ` (${formatTomanOf(codeAmount, order.currencyType)})` : null}
    </>
  ) : undefined;
  return (
    <section aria-labelledby="order-totals-title" className="flex flex-col gap-3">
      <h2 id="order-totals-title" className="text-lg font-extrabold text-slate-900">
        مبلغ سفارش
      </h2>
      <dl className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 text-sm">
        <Row
          label="مبلغ کالاها"
          value={order.totalItemsPrice}
          testId="order-items-total"
          currencyType={order.currencyType}
        />
        {order.totalDiscountPrice === undefined ? null : (
          <Row
            label="تخفیف"
            note={codeNote}
            value={order.totalDiscountPrice}
            tone="text-red-700"
            testId="order-discount"
            currencyType={order.currencyType}
          />
        )}
        <Row
          label="سود شما از خرید"
          value={order.profitAmount}
          tone="text-emerald-700"
          testId="order-profit"
          currencyType={order.currencyType}
        />
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">مبلغ قابل پرداخت</dt>
          <dd data-testid="order-payable" className="font-extrabold text-slate-900">
            {formatTomanOf(order.payableAmount, order.currencyType)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
