// The demo wallet: a few charges and purchases over the last weeks, summing to DEMO_WALLET_BALANCE.
import type { SandboxDeps } from '../deps';
import { DEMO_USER, DEMO_WALLET_BALANCE } from '../seed/demo';
import { recordTransaction, type NewTransaction } from './wallet';

const DAY_MS = 24 * 3600 * 1000;

const DEMO_HISTORY: { daysAgo: number; amount: number; information: string }[] = [
  { daysAgo: 38, amount: 20_000_000, information: 'شارژ کیف پول از درگاه بانک سامان' },
  { daysAgo: 31, amount: -4_500_000, information: 'خرید اکانت بازی از کیف پول' },
  { daysAgo: 22, amount: 10_000_000, information: 'شارژ کیف پول از درگاه به‌پرداخت ملت' },
  { daysAgo: 15, amount: -3_200_000, information: 'خرید اکانت بازی از کیف پول' },
  { daysAgo: 8, amount: 5_000_000, information: 'شارژ کیف پول از درگاه بانک سامان' },
  { daysAgo: 3, amount: -2_300_000, information: 'خرید اکانت بازی از کیف پول' },
];

export function seedPayment({ db }: SandboxDeps): void {
  const total = DEMO_HISTORY.reduce((sum, entry) => sum + entry.amount, 0);
  if (total !== DEMO_WALLET_BALANCE) throw new Error(`demo wallet history sums to ${total}, not ${DEMO_WALLET_BALANCE}`);
  const now = Date.now();
  DEMO_HISTORY.forEach((entry, index) => {
    const transaction: NewTransaction = {
      userId: DEMO_USER.id,
      amount: entry.amount,
      type: entry.amount > 0 ? 'IncreaseDeposit' : 'DecreaseDeposit',
      information: entry.information,
      // Spread over the day too, so the times differ.
      at: new Date(now - entry.daysAgo * DAY_MS - (index + 1) * 47 * 60 * 1000),
    };
    recordTransaction(db, transaction);
  });
}
