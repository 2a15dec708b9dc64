'use client';
// /profile/wallet: the balance, the way to charge, transactions and FAQ, and on the return from the bank the
// outcome with the balance and latest transactions read again from the payment service.
import { useSyncExternalStore } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import type { WalletTransaction } from '@/services/types/payment';
import { useTransactionsQuery } from '@/store/api/walletApi';
import { useKeptData, useReadFailure, useSessionRead } from '@/components/shared/useSessionRead';
import { ForwardIcon, ListIcon, PlusIcon, QuestionIcon } from '@/components/ui/menu-icons';
import { BalanceCard } from '@/components/shared/wallet/BalanceCard';
import {
  chargeConfirmed,
  OUTCOME_MESSAGES,
  rememberedCharge,
  SUCCESS_CHECK_MESSAGES,
  type ChargeOutcome,
} from './outcome';
import { TransactionItem } from '@/components/shared/wallet/TransactionItem';

const LATEST = { skipCount: 0, maxResultCount: 3 };

// The tab's storage changes only when this tab leaves for the bank, so there is nothing to listen to.
const noChanges = () => () => {};

export function WalletHome({ outcome }: { outcome: ChargeOutcome | null }) {
  // What this tab sent to the bank: the return itself names no amount (docs/contracts/payment.md, Bank simulator).
  const claimedAmount = useSyncExternalStore(noChanges, rememberedCharge, () => null);
  const read = useSessionRead();
  const transactions = useTransactionsQuery(LATEST, { skip: read.stopped, refetchOnMountOrArgChange: true });
  const failure = useReadFailure(read, transactions.error);
  const latest = useKeptData(read, transactions.currentData) ?? null;
  // After a 401 the error modal leads to /login; the list keeps its skeleton.
  const latestError = failure && failure.kind !== 'unauthorized' ? failure.message : null;

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      {outcome ? (
        <OutcomeNotice
          outcome={outcome}
          claimedAmount={claimedAmount}
          // The bank's outcome is judged by the list as read after the return, never by one read before it.
          latest={transactions.isFetching ? null : latest}
          latestError={transactions.isFetching ? null : latestError}
        />
      ) : null}

      <BalanceCard>
        <IntentLink
          href="/profile/wallet/charge"
          className="flex items-center gap-1.5 rounded-xl bg-white px-4 py-2.5 text-sm font-bold text-brand-700 hover:bg-brand-50"
        >
          <PlusIcon size={18} />
          افزایش موجودی
        </IntentLink>
      </BalanceCard>

      <nav aria-label="کیف پول">
        <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200">
          <li>
            <IntentLink
              href="/profile/wallet/transactions"
              className="flex items-center gap-3 px-4 py-3.5 font-medium hover:bg-slate-50"
            >
              <span className="text-brand-600">
                <ListIcon />
              </span>
              <span className="flex-1">تراکنش ها</span>
              <ForwardIcon size={18} className="text-slate-400" />
            </IntentLink>
          </li>
          <li>
            <IntentLink
              href="/profile/wallet/faq"
              className="flex items-center gap-3 px-4 py-3.5 font-medium hover:bg-slate-50"
            >
              <span className="text-brand-600">
                <QuestionIcon />
              </span>
              <span className="flex-1">سوالات کیف پول</span>
              <ForwardIcon size={18} className="text-slate-400" />
            </IntentLink>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="latest-transactions" className="rounded-2xl border border-slate-200">
        <h2 id="latest-transactions" className="px-4 pt-3 font-extrabold text-slate-900">
          آخرین تراکنش‌ها
        </h2>
        {latest === null && !latestError ? (
          <div className="flex flex-col gap-2 p-4" aria-busy="true">
            <span className="sr-only">در حال بارگذاری تراکنش‌ها</span>
            <div className="h-12 animate-pulse rounded-lg bg-slate-100" />
            <div className="h-12 animate-pulse rounded-lg bg-slate-100" />
          </div>
        ) : null}
        {latestError ? <p className="p-4 text-sm text-red-600">{latestError}</p> : null}
        {latest && latest.length === 0 ? <p className="p-4 text-sm text-slate-500">هنوز تراکنشی ندارید.</p> : null}
        {latest && latest.length > 0 ? (
          <ul className="divide-y divide-slate-100" data-testid="latest-transactions">
            {latest.map((transaction) => (
              <TransactionItem key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

/** The return from the bank: a failure is said at once; a success only once the transaction list confirms it. */
function OutcomeNotice({
  outcome,
  claimedAmount,
  latest,
  latestError,
}: {
  outcome: ChargeOutcome;
  claimedAmount: number | null;
  latest: WalletTransaction[] | null;
  latestError: string | null;
}) {
  const notice = (role: 'status' | 'alert', tone: 'good' | 'neutral' | 'bad', text: string) => (
    <p
      role={role}
      className={`rounded-xl px-4 py-3 leading-7 font-medium ${
        tone === 'good'
          ? 'bg-emerald-50 text-emerald-800'
          : tone === 'neutral'
            ? 'bg-slate-50 text-slate-700'
            : 'bg-amber-50 text-amber-900'
      }`}
    >
      {text}
    </p>
  );
  if (outcome !== 'success') return notice('alert', 'bad', OUTCOME_MESSAGES[outcome]);
  if (latestError) return notice('alert', 'bad', SUCCESS_CHECK_MESSAGES.unchecked);
  if (latest === null) return notice('status', 'neutral', SUCCESS_CHECK_MESSAGES.checking);
  return chargeConfirmed(latest, claimedAmount)
    ? notice('status', 'good', OUTCOME_MESSAGES.success)
    : notice('alert', 'bad', SUCCESS_CHECK_MESSAGES.unconfirmed);
}
