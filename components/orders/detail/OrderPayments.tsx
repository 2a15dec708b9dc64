'use client';
// The order's payments on the payment host (TransactionDeposit/GetAll?reserveId=): a gateway's credit, the
// order's debit, a refund. Read on their own (the shopper api's 'Wallet' tag), so a failure here leaves the rest of
// the page as it is.
import type { WalletTransaction } from '@/services/types/payment';
import { useTransactionsQuery } from '@/store/api/walletApi';
import { useKeptData, useReadFailure, useSessionRead } from '@/components/shared/useSessionRead';
import { RetryNotice } from '@/components/ui/RetryNotice';
import { Bone } from '@/components/ui/Skeleton';
import { TransactionItem } from '@/components/shared/wallet/TransactionItem';

/** An order has a handful of entries at most; one page holds them all. */
const PAYMENTS_PAGE_SIZE = 50;

type PaymentsRead =
  { kind: 'loading' } | { kind: 'loaded'; payments: WalletTransaction[] } | { kind: 'failed'; message: string };

export function PaymentsSkeleton() {
  return (
    <div className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200">
      {[0, 1].map((row) => (
        <div key={row} className="flex h-[104px] items-start justify-between gap-3 px-4 py-3">
          <div className="flex flex-1 flex-col gap-2">
            <Bone className="h-5 w-20" />
            <Bone className="h-4 w-40" />
            <Bone className="h-4 w-32" />
          </div>
          <Bone className="h-5 w-24" />
        </div>
      ))}
    </div>
  );
}

export function OrderPayments({ orderId }: { orderId: number }) {
  const session = useSessionRead();
  const query = useTransactionsQuery(
    { skipCount: 0, maxResultCount: PAYMENTS_PAGE_SIZE, reserveId: orderId },
    { skip: session.stopped, refetchOnMountOrArgChange: true },
  );
  const failure = useReadFailure(session, query.error);
  const payments = useKeptData(session, query.currentData);
  const read: PaymentsRead = payments
    ? { kind: 'loaded', payments }
    : failure && (session.stopped || !query.isFetching)
      ? { kind: 'failed', message: failure.message }
      : { kind: 'loading' };

  const retry = () => {
    if (!session.stopped) void query.refetch();
  };

  return (
    <section
      aria-labelledby="order-payments-title"
      aria-busy={read.kind === 'loading' || undefined}
      className="flex flex-col gap-3"
    >
      <h2 id="order-payments-title" className="text-lg font-extrabold text-slate-900">
        پرداخت‌ها
      </h2>
      {read.kind === 'loading' ? (
        <>
          <span className="sr-only">در حال بارگذاری پرداخت‌ها</span>
          <PaymentsSkeleton />
        </>
      ) : null}
      {read.kind === 'failed' ? (
        <RetryNotice
          title="پرداخت‌های این سفارش الان خوانده نشد."
          message={read.message}
          onRetry={retry}
          className="py-5"
        />
      ) : null}
      {read.kind === 'loaded' && read.payments.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
          پرداختی برای این سفارش ثبت نشده است.
        </p>
      ) : null}
      {read.kind === 'loaded' && read.payments.length > 0 ? (
        <ul aria-label="پرداخت‌های سفارش" className="divide-y divide-slate-100 rounded-2xl border border-slate-200">
          {read.payments.map((payment) => (
            <TransactionItem key={payment.id} transaction={payment} showReference={false} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
