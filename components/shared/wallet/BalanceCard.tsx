'use client';
// The wallet balance in Toman (the service speaks IRR), with a skeleton while it is on its way. A balance the
// payment service did not give is unknown, never shown as zero. It is never cached: the card asks the payment
// service again on arrival, and again whenever the wallet changes (the 'Wallet' tag); the answer lands in the
// auth slice, which keeps the balance known so far on screen meanwhile.
import type { ReactNode } from 'react';
import { formatToman } from '@/lib/money';
import { useBalanceQuery } from '@/store/api/walletApi';
import { useAppSelector } from '@/store/hooks';
import { useReadFailure, useSessionRead } from '@/components/shared/useSessionRead';

export function BalanceCard({ children }: { children?: ReactNode }) {
  const { balance, balanceLoading } = useAppSelector((state) => state.auth);
  const read = useSessionRead();
  const { error, isFetching, isUninitialized, refetch } = useBalanceQuery(undefined, {
    skip: read.stopped,
    refetchOnMountOrArgChange: true,
  });
  useReadFailure(read, error);
  const loading = balanceLoading || (!read.stopped && (isUninitialized || isFetching));
  const retry = () => {
    if (!read.stopped) void refetch();
  };
  return (
    <section
      aria-labelledby="wallet-balance-title"
      className="light-palette rounded-2xl bg-gradient-to-bl from-brand-600 to-brand-900 p-4 text-white shadow-sm"
    >
      <h2 id="wallet-balance-title" className="text-sm font-medium text-brand-100">
        موجودی کیف پول
      </h2>
      {loading && balance === null ? (
        <p className="mt-2 h-8 w-40 animate-pulse rounded-lg bg-white/20" aria-busy="true">
          <span className="sr-only">در حال بارگذاری موجودی</span>
        </p>
      ) : balance === null ? (
        <div role="status" className="mt-1 flex h-8 items-center gap-3 text-sm">
          <span>موجودی الان خوانده نشد.</span>
          <button type="button" onClick={retry} className="font-bold underline underline-offset-4">
            تلاش دوباره
          </button>
        </div>
      ) : (
        <p className="mt-1 text-2xl font-extrabold" data-testid="wallet-balance">
          {formatToman(balance)}
        </p>
      )}
      {children ? <div className="mt-4 flex flex-wrap gap-2">{children}</div> : null}
    </section>
  );
}
