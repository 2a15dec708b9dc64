// One payment entry of the order: what it was, when, and the amount in Toman, signed and coloured by direction.
import { formatJalaliDateTime } from '@/lib/dates';
import { toPersianDigits } from '@/lib/digits';
import { formatTomanNumber } from '@/lib/money';
import type { WalletTransaction } from '@/services/types/payment';

export function PaymentRow({ payment }: { payment: WalletTransaction }) {
  const credit = payment.amount >= 0;
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-bold text-slate-900">{payment.typeStr || payment.type}</p>
        {payment.information ? <p className="text-sm leading-6 text-slate-600">{toPersianDigits(payment.information)}</p> : null}
        <p className="text-xs text-slate-500">
          <time dateTime={payment.creationTime}>{formatJalaliDateTime(payment.creationTime)}</time>
        </p>
      </div>
      <p className={`shrink-0 font-extrabold whitespace-nowrap ${credit ? 'text-emerald-700' : 'text-red-700'}`}>
        <span className="sr-only">{credit ? 'واریز ' : 'برداشت '}</span>
        {/* The sign and the number read as one left-to-right unit, before the unit word. */}
        <bdi dir="ltr">
          <span aria-hidden="true">{credit ? '+' : '−'}</span>
          {formatTomanNumber(Math.abs(payment.amount))}
        </bdi>{' '}
        تومان
      </p>
    </li>
  );
}
