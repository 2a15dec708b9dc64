// One wallet transaction (the wallet's lists, an order's payments): type, description, Jalali date and time,
// optionally its reference, and the signed amount in Toman. Digits in the service's description read as Persian.
import { formatJalaliDateTime } from '@/lib/dates';
import { toPersianDigits } from '@/lib/digits';
import { formatTomanNumber } from '@/lib/money';
import type { WalletTransaction } from '@/services/types/payment';

/** When the entry was made: its instant in Jalali, else the service's own Jalali strings, else nothing. */
function whenOf(transaction: WalletTransaction): string {
  const instant = Date.parse(transaction.creationTime ?? '');
  if (!Number.isNaN(instant)) return formatJalaliDateTime(transaction.creationTime);
  return toPersianDigits([transaction.creationDateStr, transaction.creationTimeStr].filter(Boolean).join(' '));
}

export function TransactionItem({
  transaction,
  showReference = true,
}: {
  transaction: WalletTransaction;
  showReference?: boolean;
}) {
  const credit = transaction.amount >= 0;
  // Amounts are IRR, shown in Toman; another currency (services/payment/wallet-reading.ts reports it) keeps its code.
  const foreign = transaction.currencyType !== 'IRR' && Boolean(transaction.currencyType);
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-bold text-slate-900">{transaction.typeStr || transaction.type}</p>
        {transaction.information ? (
          <p className="text-sm leading-6 text-slate-600">{toPersianDigits(transaction.information)}</p>
        ) : null}
        <p className="text-xs text-slate-500">
          <time dateTime={transaction.creationTime}>{whenOf(transaction)}</time>
          {showReference ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>شماره پیگیری {toPersianDigits(transaction.id)}</span>
            </>
          ) : null}
        </p>
      </div>
      <p className={`shrink-0 font-extrabold whitespace-nowrap ${credit ? 'text-emerald-700' : 'text-red-700'}`}>
        <span className="sr-only">{credit ? 'واریز ' : 'برداشت '}</span>
        {/* The sign and the number read as one LTR unit, before the unit word. */}
        <bdi dir="ltr">
          <span aria-hidden="true">{credit ? '+' : '−'}</span>
          {foreign ? toPersianDigits(Math.abs(transaction.amount)) : formatTomanNumber(Math.abs(transaction.amount))}
        </bdi>{' '}
        {foreign ? <bdi dir="ltr">{transaction.currencyType}</bdi> : 'تومان'}
      </p>
    </li>
  );
}
