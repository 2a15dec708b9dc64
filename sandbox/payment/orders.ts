// Paying a commerce order ("reserve") from the wallet: one debit per order, then commerce marks it paid.
import { PAID_STATUSES, findOrderForPayment, markOrderPaid } from '../commerce/orders';
import type { Db } from '../db/database';
import { recordTransaction, walletBalance } from './wallet';

export type OrderPaymentOutcome =
  | { kind: 'paid'; balance: number }
  | { kind: 'alreadyPaid'; balance: number }
  | { kind: 'shortBalance'; balance: number; shortfall: number }
  | { kind: 'notPayable'; status: string }
  | { kind: 'notFound' };

/** The order when it exists and belongs to the user, else null (callers answer 404 either way). */
export function ownOrder(db: Db, userId: number, orderId: number) {
  const order = findOrderForPayment(db, orderId);
  return order && order.userId === userId ? order : null;
}

/**
 * Debits the order's payable amount and marks it paid, in one transaction (commerce's Order/Approve). A paid
 * order is left alone, so a second call (or a replayed bank return) never debits twice.
 */
export function payOrderFromWallet(db: Db, userId: number, orderId: number) {
  return db.transaction((): OrderPaymentOutcome => {
    const order = ownOrder(db, userId, orderId);
    if (!order) return { kind: 'notFound' };
    if (PAID_STATUSES.has(order.status)) return { kind: 'alreadyPaid', balance: walletBalance(db, userId) };
    if (order.status !== 'Pending') return { kind: 'notPayable', status: order.status };
    const balance = walletBalance(db, userId);
    if (balance < order.payableAmount) {
      return { kind: 'shortBalance', balance, shortfall: order.payableAmount - balance };
    }
    recordTransaction(db, {
      userId,
      amount: -order.payableAmount,
      type: 'DecreaseDeposit',
      information: `پرداخت سفارش ${order.id}`,
      reserveId: order.id,
    });
    // Throwing rolls the debit back when commerce refuses (the order changed under us).
    if (!markOrderPaid(db, order.id)) throw new Error(`order ${order.id} could not be marked paid`);
    return { kind: 'paid', balance: balance - order.payableAmount };
  })();
}
