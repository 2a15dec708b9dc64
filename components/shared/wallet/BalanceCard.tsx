'use client';
// The wallet balance in Toman (the service speaks IRR), with a skeleton while it is on its way. A balance the
// payment service did not give is unknown, never shown as zero.
import type { ReactNode } from 'react';
import { formatToman } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fetchBalance } from '@/store/slices/authSlice';

export function BalanceCard({ children }: { children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const { balance, balanceLoading } = useAppSelector((state) => state.auth);
  return (
    <section
      aria-labelledby="wallet-balance-title"
      className="light-palette rounded-2xl bg-gradient-to-bl from-brand-600 to-brand-900 p-4 text-white shadow-sm"
    >
      <h2 id="wallet-balance-title" className="text-sm font-medium text-brand-100">
        موجودی کیف پول
      </h2>
      {balanceLoading && balance === null ? (
        <p className="mt-2 h-8 w-40 animate-pulse rounded-lg bg-white/20" aria-busy="true">
          <span className="sr-only">در حال بارگذاری موجودی</span>
        </p>
      ) : balance === null ? (
        <div role="status" className="mt-1 flex h-8 items-center gap-3 text-sm">
          <span>موجودی الان خوانده نشد.</span>
          <button type="button" onClick={() => void dispatch(fetchBalance())} className="font-bold underline underline-offset-4">
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
