// The demo wallet: charges over the last weeks, the payment of each of the demo's paid orders (seeded by
// commerce just before) and the refund of the refunded one, summing to DEMO_WALLET_BALANCE.
import { paidOrdersOf } from '../commerce/orders';
import type { SandboxDeps } from '../deps';
import { DEMO_USER, DEMO_WALLET_BALANCE } from '../seed/demo';
import { recordTransaction, type NewTransaction } from './wallet';

const DAY_MS = 24 * 3600 * 1000;

const DEMO_CHARGES: { daysAgo: number; amount: number; information: string }[] = [
  { daysAgo: 38, amount: 40_000_000, information: 'شارژ کیف پول از درگاه بانک سامان' },
  { daysAgo: 28, amount: 30_000_000, information: 'شارژ کیف پول از درگاه به‌پرداخت ملت' },
  { daysAgo: 14, amount: 20_000_000, information: 'شارژ کیف پول از درگاه بانک سامان' },
  { daysAgo: 8, amount: 17_500_000, information: 'شارژ کیف پول از درگاه به‌پرداخت ملت' },
];

export function seedPayment({ db }: SandboxDeps): void {
  const now = Date.now();
  const entries: NewTransaction[] = DEMO_CHARGES.map((charge, index) => ({
    userId: DEMO_USER.id,
    amount: charge.amount,
    type: 'IncreaseDeposit',
    information: charge.information,
    // Spread over the day too, so the times differ.
    at: new Date(now - charge.daysAgo * DAY_MS - (index + 1) * 47 * 60 * 1000),
  }));
  for (const order of paidOrdersOf(db, DEMO_USER.id)) {
    const paidAt = new Date(order.paidTime);
    // As Order/Approve (commerce) writes it.
    entries.push({
      userId: DEMO_USER.id,
      amount: -order.payableAmount,
      type: 'DecreaseDeposit',
      information: `پرداخت سفارش ${order.id}`,
      reserveId: order.id,
      at: paidAt,
    });
    if (order.status === 'Refunded') {
      entries.push({
        userId: DEMO_USER.id,
        amount: order.payableAmount,
        type: 'IncreaseDeposit',
        information: `بازگشت وجه سفارش ${order.id}`,
        reserveId: order.id,
        at: new Date(paidAt.getTime() + DAY_MS),
      });
    }
  }
  const total = entries.reduce((sum, entry) => sum + entry.amount, 0);
  if (total !== DEMO_WALLET_BALANCE)
    throw new Error(`demo wallet history sums to ${total}, not ${DEMO_WALLET_BALANCE}`);
  // In time order, never below zero along the way, as a real wallet.
  let balance = 0;
  for (const entry of entries.sort((a, b) => a.at!.getTime() - b.at!.getTime())) {
    balance += entry.amount;
    if (balance < 0) throw new Error(`demo wallet goes below zero on ${entry.at!.toISOString()}`);
    recordTransaction(db, entry);
  }
}
