'use client';
// The wallet balance in Toman (the service speaks IRR), with a skeleton while it is on its way.
import type { ReactNode } from 'react';
import { formatToman } from '@/lib/money';
import { useAppSelector } from '@/store/hooks';

export function BalanceCard({ children }: { children?: ReactNode }) {
  const { balance, balanceLoading } = useAppSelector((state) => state.auth);
  return (
    <section
      aria-labelledby="wallet-balance-title"
      className="rounded-2xl bg-gradient-to-bl from-brand-600 to-brand-900 p-4 text-white shadow-sm"
    >
      <h2 id="wallet-balance-title" className="text-sm font-medium text-brand-100">
        موجودی کیف پول
      </h2>
      {balanceLoading && balance === null ? (
        <p className="mt-2 h-8 w-40 animate-pulse rounded-lg bg-white/20" aria-busy="true">
          <span className="sr-only">در حال بارگذاری موجودی</span>
        </p>
      ) : (
        <p className="mt-1 text-2xl font-extrabold" data-testid="wallet-balance">
          {formatToman(balance ?? 0)}
        </p>
      )}
      {children ? <div className="mt-4 flex flex-wrap gap-2">{children}</div> : null}
    </section>
  );
}
